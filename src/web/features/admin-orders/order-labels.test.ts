import { describe, expect, it } from 'vitest';
import { orderTransitions } from '@shared/schemas/admin-orders.ts';
import { orderStatuses } from '@shared/schemas/checkout.ts';
import { forwardStatus } from './order-labels.ts';

describe('the next step offered on the order list', () => {
  it('is a move the server allows, and exists for every status that can move forward', () => {
    for (const from of orderStatuses) {
      const to = forwardStatus[from];
      if (to) expect(orderTransitions[from], `${from} → ${to}`).toContain(to);
    }
    expect(forwardStatus).toEqual({
      pending: 'confirmed',
      confirmed: 'shipped',
      shipped: 'delivered',
    });
    expect(forwardStatus.delivered).toBeUndefined();
    expect(forwardStatus.cancelled).toBeUndefined();
  });
});
