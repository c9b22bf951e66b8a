import { useQuery } from '@tanstack/react-query';
import type { DeliveryQuote } from '@shared/schemas/delivery.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { memoryStore } from '@web/lib/memory-store.ts';

const deliveryUrl = '/api/delivery';

/** GET /api/delivery: delivery of `amount` rupees to `pincode` (asked once a PIN code is given). */
export function useDeliveryQuote(pincode: string | null, amount: number) {
  return useQuery({
    queryKey: [deliveryUrl, pincode, amount],
    queryFn: ({ signal }) =>
      apiGet<DeliveryQuote>(
        `${deliveryUrl}?pincode=${encodeURIComponent(pincode ?? '')}&amount=${amount}`,
        signal,
      ),
    enabled: pincode !== null,
  });
}

/** The PIN code the shopper last checked, for the book pages and the cart of this visit. */
export const useCheckedPincode = memoryStore<string | null>(null);
