import { ReviewsScreen } from '@web/features/admin-reviews/components/reviews-screen.tsx';

export default function AdminReviewsPage() {
  return <ReviewsScreen />;
}
