import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { ImagesManager } from '@web/features/admin-images/components/images-manager.tsx';

export default function AdminImagesPage() {
  return (
    <AdminPage
      title="Images"
      description="Book covers and other pictures. Upload them here, then choose them in a book's form or copy their URL."
    >
      <ImagesManager />
    </AdminPage>
  );
}
