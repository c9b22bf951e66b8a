import { PromotionsScreen } from '@web/features/admin-promotions/components/promotions-screen.tsx';

export default function AdminPromotionsPage() {
  return <PromotionsScreen />;
}
