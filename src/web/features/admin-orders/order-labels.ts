import type { OrderStatus } from '@shared/schemas/checkout.ts';

/** What each step is called on its button, and whether it needs an "are you sure?". */
export const statusActions: Record<
  OrderStatus,
  { label: string; done: string; destructive: boolean }
> = {
  pending: { label: 'Mark pending', done: 'Order marked pending', destructive: false },
  confirmed: { label: 'Confirm order', done: 'Order confirmed', destructive: false },
  shipped: { label: 'Mark shipped', done: 'Order marked shipped', destructive: false },
  delivered: { label: 'Mark delivered', done: 'Order marked delivered', destructive: false },
  cancelled: { label: 'Cancel order', done: 'Order cancelled', destructive: true },
  refunded: { label: 'Refund order', done: 'Order refunded', destructive: true },
};

export const paymentStatusLabels: Record<string, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
};

export function paymentStatusLabel(status: string): string {
  return paymentStatusLabels[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * The usual next step of an order, offered on the order list (docs/product.md "Order status"):
 * cancelling and refunding stay in the order's detail, where the whole order is in view.
 */
export const forwardStatus: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'confirmed',
  confirmed: 'shipped',
  shipped: 'delivered',
};
