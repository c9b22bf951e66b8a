import { Bell, Heart, ShoppingCart } from 'lucide-react';
import { paths } from '@web/config/paths.ts';
import { CountLink } from './count-link.tsx';

export interface ShopperLinksProps {
  cartCount: number;
  wishlistCount: number;
  /** Unread notifications; the bell shows only for a signed-in shopper (a number here). */
  unread: number | null;
}

/** Wishlist, cart and (signed in) the notifications bell, with their badges. */
export function ShopperLinks({ cartCount, wishlistCount, unread }: ShopperLinksProps) {
  return (
    <>
      <CountLink to={paths.wishlist} label="Wishlist" count={wishlistCount} Icon={Heart} />
      <CountLink to={paths.cart} label="Cart" count={cartCount} Icon={ShoppingCart} />
      {unread === null ? null : (
        <CountLink
          to={paths.notifications}
          label="Notifications"
          ariaLabel={`Notifications, ${unread} unread`}
          count={unread}
          Icon={Bell}
        />
      )}
    </>
  );
}
