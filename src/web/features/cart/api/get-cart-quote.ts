import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@shared/schemas/checkout.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { cartQuoteQueryKey } from '@web/lib/query-keys/shopping.ts';

/** GET /api/checkout/quote: the cart's subtotal now and each shipping method's fee. */
export const cartQuoteQueryOptions = queryOptions<Quote>({ queryKey: cartQuoteQueryKey });

/**
 * Read fresh on every page that shows it: prices and the delivery rules live on the server. With
 * a PIN code, the fees are its delivery zone's (GET …/quote?pincode=).
 */
export function useCartQuote(pincode: string | null = null) {
  const { user } = useCurrentUser();
  return useQuery({
    ...(pincode === null
      ? cartQuoteQueryOptions
      : {
          queryKey: [...cartQuoteQueryKey, pincode],
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            apiGet<Quote>(`${cartQuoteQueryKey[0]}?pincode=${encodeURIComponent(pincode)}`, signal),
        }),
    enabled: user !== null,
    refetchOnMount: 'always',
  });
}
