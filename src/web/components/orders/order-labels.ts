import type { Order, OrderStatus } from '@shared/schemas/checkout.ts';

export const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const paymentLabels: Record<Order['paymentMethod'], string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online (UPI, cards, net banking)',
};

/** The payment's state as a shopper reads it; cash on delivery is settled at the door. */
export function paymentStatusLabel(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): string {
  if (order.paymentMethod === 'cod') {
    return order.paymentStatus === 'paid' ? 'Paid' : 'Pay on delivery';
  }
  const labels: Record<string, string> = {
    paid: 'Paid',
    unpaid: 'Awaiting payment',
    expired: 'Not paid in time',
    refunded: 'Refunded',
  };
  return labels[order.paymentStatus] ?? order.paymentStatus;
}

export const shippingLabels: Record<Order['shippingMethod'], string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
};

export function statusLabel(status: string): string {
  return statusLabels[status as OrderStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((n, item) => n + item.quantity, 0);
}
