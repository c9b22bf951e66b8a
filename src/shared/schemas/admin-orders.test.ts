import { describe, expect, it } from 'vitest';
import { orderStatuses } from './checkout.ts';
import { canTransition, orderStatusChangeSchema } from './admin-orders.ts';

describe('order transitions', () => {
  it('allows exactly the moves docs/product.md "Order status" lists', () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending→confirmed',
        'confirmed→shipped',
        'shipped→delivered',
        'pending→cancelled',
        'confirmed→cancelled',
        'confirmed→refunded',
        'shipped→refunded',
        'delivered→refunded',
      ].sort(),
    );
  });

  it('asks for a tracking number only when shipping', () => {
    expect(orderStatusChangeSchema.safeParse({ status: 'confirmed' }).success).toBe(true);
    expect(
      orderStatusChangeSchema.safeParse({ status: 'shipped', trackingNumber: ' ' }).error?.issues[0]
        ?.message,
    ).toBe('Enter the tracking number to mark the order shipped');
  });
});
