import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminBulkUploadPage() {
  return <AdminComingSoon title="Bulk upload" />;
}
