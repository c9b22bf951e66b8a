import { AdminComingSoon } from './admin-coming-soon.tsx';

export default function AdminImagesPage() {
  return <AdminComingSoon title="Images" />;
}
