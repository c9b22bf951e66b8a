import { useUnreadCount } from '@web/features/notifications/api/get-unread-count.ts';
import { ShopperLinks } from './shopper-links.tsx';
import { useHeaderCounts } from './use-header-counts.ts';

/**
 * The header's links with live counts, for a signed-in shopper. Loaded only once someone is
 * signed in, so a visitor's first page carries none of the cart, wishlist or notification code.
 */
export default function ShopperCounts() {
  const { cartCount, wishlistCount } = useHeaderCounts();
  const unread = useUnreadCount().data?.unread ?? 0;
  return <ShopperLinks cartCount={cartCount} wishlistCount={wishlistCount} unread={unread} />;
}
