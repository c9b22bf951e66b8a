import { ComingSoon } from '@web/components/ui/coming-soon.tsx';

export default function WishlistPage() {
  return <ComingSoon title="My wishlist">Books you have saved for later.</ComingSoon>;
}
