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
  razorpay: 'Paid online',
};

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
