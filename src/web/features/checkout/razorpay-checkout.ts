/**
 * Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * their script opens a payment window for an order our server created, and hands back the
 * payment id and signature that our server verifies. The script is loaded only when a shopper
 * chooses to pay online, so it costs nothing on other pages.
 */

export const razorpayCheckoutScript = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void; escape?: boolean };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (response: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = razorpayCheckoutScript;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(
        new Error('The payment window could not be loaded. Check your connection and try again.'),
      );
    };
    document.head.append(script);
  });
  return loading;
}

export interface OpenCheckoutInput {
  keyId: string;
  razorpayOrderId: string;
  amountRupees: number;
  shopName: string;
  orderNumber: string;
  prefill?: { name?: string; email?: string; contact?: string };
}

/** The shopper paid (with the proof to verify), or closed the window without paying. */
export type CheckoutOutcome = { paid: true; payment: RazorpaySuccess } | { paid: false };

/** Opens the payment window; resolves when the shopper pays or closes it. */
export async function openRazorpayCheckout(input: OpenCheckoutInput): Promise<CheckoutOutcome> {
  await loadCheckoutScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be loaded. Please try again.');
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: input.keyId,
      order_id: input.razorpayOrderId,
      amount: Math.round(input.amountRupees * 100),
      currency: 'INR',
      name: input.shopName,
      description: `Order ${input.orderNumber}`,
      prefill: input.prefill,
      handler: (payment) => resolve({ paid: true, payment }),
      modal: { ondismiss: () => resolve({ paid: false }), escape: true },
    });
    checkout.open();
  });
}
