import { orderableStock } from '@shared/preorder.ts';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { cartTotals } from '@shared/shopping.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { useCart } from '../api/get-cart.ts';
import { useAppliedCoupons, useCartQuote } from '../api/get-cart-quote.ts';
import { useCheckedPincode } from '@web/features/delivery/delivery.public.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

function CartSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your cart"
      className="grid gap-8 lg:grid-cols-[1fr_22rem]"
    >
      <div className="divide-y rounded-xl border bg-card px-4 sm:px-6">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4 py-5">
            <Skeleton className="aspect-[2/3] w-16 sm:w-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/** The cart page's body: its lines and the summary, or its loading, error and empty states. */
export function CartView() {
  const cart = useCart({ fresh: true });
  // The fees to the PIN code checked in the summary (or on a book's page), when one was.
  const [pincode] = useCheckedPincode();
  const [coupons] = useAppliedCoupons();
  const quote = useCartQuote(pincode, coupons);

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return (
      <QueryError
        title="We couldn't load your cart"
        error={cart.error}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }
  if (cart.data.length === 0) {
    return (
      <EmptyState
        Icon={ShoppingCart}
        title="Your cart is empty"
        action={
          <Link to={paths.books()} className={buttonVariants()}>
            Browse books
          </Link>
        }
      >
        Books you add to your cart will show up here.
      </EmptyState>
    );
  }

  const { total, count } = cartTotals(cart.data);
  const blocked = cart.data.some(
    (item) => (item.book ? orderableStock(item.book) : 1) < item.quantity,
  );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
      <section
        aria-labelledby="cart-lines-heading"
        className="rounded-xl border bg-card px-4 shadow-sm sm:px-6"
      >
        <h2 id="cart-lines-heading" className="sr-only">
          Books in your cart
        </h2>
        <ul className="divide-y">
          {cart.data.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      </section>
      <CartSummary
        subtotal={total}
        count={count}
        quote={quote.data}
        blocked={blocked}
        onRequote={() => void quote.refetch()}
      />
    </div>
  );
}
