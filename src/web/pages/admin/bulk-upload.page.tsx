import { Download, FileDown } from 'lucide-react';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { adminImportApi } from '@web/config/paths.ts';
import { BulkUploadView } from '@web/features/admin-csv/components/bulk-upload-view.tsx';

export default function AdminBulkUploadPage() {
  return (
    <AdminPage
      title="Bulk upload"
      description="Add or update many books at once from a CSV file or an ONIX feed, or export the catalogue."
      actions={
        <>
          <a
            href={adminImportApi.template}
            className={buttonVariants({ variant: 'outline' })}
            download
          >
            <FileDown aria-hidden="true" />
            Download template
          </a>
          <a
            href={adminImportApi.export}
            className={buttonVariants({ variant: 'outline' })}
            download
          >
            <Download aria-hidden="true" />
            Export catalogue (CSV)
          </a>
          <a
            href={adminImportApi.exportOnix}
            className={buttonVariants({ variant: 'outline' })}
            download
          >
            <Download aria-hidden="true" />
            Export catalogue (ONIX)
          </a>
        </>
      }
    >
      <BulkUploadView />
    </AdminPage>
  );
}
