import { StaffScreen } from '@web/features/admin-staff/components/staff-screen.tsx';

export default function AdminStaffPage() {
  return <StaffScreen />;
}
