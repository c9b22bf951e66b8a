import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@shared/schemas/checkout.ts';
import { apiPaths } from '@web/config/paths.ts';
import { useCurrentUser } from '@web/features/auth/hooks/use-current-user.ts';

/** GET /api/checkout/quote: the cart's subtotal now and each shipping method's fee. */
export const cartQuoteQueryOptions = queryOptions<Quote>({ queryKey: [apiPaths.checkoutQuote] });

/** Read fresh on every page that shows it: prices and the free-delivery rule live on the server. */
export function useCartQuote() {
  const { user } = useCurrentUser();
  return useQuery({ ...cartQuoteQueryOptions, enabled: user !== null, refetchOnMount: 'always' });
}
