import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { DeliveryQuote } from '@shared/schemas/delivery.ts';
import { apiGet } from '@web/lib/api-client.ts';

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

// The PIN code the shopper last checked, for the book pages and the cart of this visit. It is
// kept in memory only: the shop's one persisted entry holds the session (docs/product.md §3).
let checked: string | null = null;
const listeners = new Set<() => void>();

export function useCheckedPincode(): [string | null, (pincode: string | null) => void] {
  const pincode = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => checked,
    () => null,
  );
  return [
    pincode,
    (next) => {
      checked = next;
      for (const listener of listeners) listener();
    },
  ];
}
