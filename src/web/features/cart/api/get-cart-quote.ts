import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@shared/schemas/checkout.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { memoryStore } from '@web/lib/memory-store.ts';
import { cartQuoteQueryKey } from '@web/lib/query-keys/shopping.ts';

/** GET /api/checkout/quote: the cart's subtotal now and each shipping method's fee. */
export const cartQuoteQueryOptions = queryOptions<Quote>({ queryKey: cartQuoteQueryKey });

/**
 * Read fresh on every page that shows it: prices and the delivery rules live on the server. With
 * a PIN code, the fees are its delivery zone's (GET …/quote?pincode=); with a coupon, the quote
 * says what it takes off or why not (…&coupon=A,B).
 */
export function useCartQuote(pincode: string | null = null, coupons: string[] = []) {
  const { user } = useCurrentUser();
  const query = new URLSearchParams();
  const coupon = coupons.length > 0 ? coupons.join(',') : null;
  if (pincode !== null) query.set('pincode', pincode);
  if (coupon !== null) query.set('coupon', coupon);
  return useQuery({
    ...(pincode === null && coupon === null
      ? cartQuoteQueryOptions
      : {
          queryKey: [...cartQuoteQueryKey, pincode, coupon],
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            apiGet<Quote>(`${cartQuoteQueryKey[0]}?${query.toString()}`, signal),
        }),
    enabled: user !== null,
    refetchOnMount: 'always',
  });
}

/** The coupon codes the shopper applied, for the cart and checkout of this visit. */
export const useAppliedCoupons = memoryStore<string[]>([]);
