import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@shared/schemas/checkout.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { cartQuoteQueryKey } from '@web/lib/query-keys/shopping.ts';

/** GET /api/checkout/quote: the cart's subtotal now and each shipping method's fee. */
export const cartQuoteQueryOptions = queryOptions<Quote>({ queryKey: cartQuoteQueryKey });

/** Read fresh on every page that shows it: prices and the free-delivery rule live on the server. */
export function useCartQuote() {
  const { user } = useCurrentUser();
  return useQuery({ ...cartQuoteQueryOptions, enabled: user !== null, refetchOnMount: 'always' });
}
