import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { ConfigurationView } from '@web/features/admin-configuration/components/configuration-view.tsx';

export default function AdminConfigurationPage() {
  return (
    <AdminPage
      title="Site configuration"
      description="The storefront's categories and page blocks. Every save is kept as a version you can restore."
    >
      <ConfigurationView />
    </AdminPage>
  );
}
