import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckoutSummary } from './checkout-summary.tsx';

const summary = (paymentMethod: 'cod' | 'razorpay' | null) =>
  renderToString(
    <CheckoutSummary
      items={[]}
      subtotal={0}
      quote={undefined}
      shippingMethod="standard"
      paymentMethod={paymentMethod}
    >
      <button type="button">Place order</button>
    </CheckoutSummary>,
  );

describe('CheckoutSummary', () => {
  it('says how the order is paid, and nothing of it when no way to pay is open', () => {
    expect(summary('cod')).toContain('Pay in cash when your order arrives.');
    expect(summary('razorpay')).toContain('You pay online once the order is placed');
    const none = summary(null);
    expect(none).not.toContain('Pay in cash');
    expect(none).not.toContain('You pay online');
  });
});
