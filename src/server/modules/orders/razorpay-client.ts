import { createHmac, timingSafeEqual } from 'node:crypto';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** https://api.razorpay.com unless a test stands in for it. */
  apiUrl: string;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

/** Creates a Razorpay order (Orders API, amount in paise) for the shop's own order. */
export async function createRazorpayOrder(
  config: RazorpayConfig,
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<RazorpayOrder> {
  const res = await fetch(`${config.apiUrl}/v1/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
    },
    body: JSON.stringify({
      amount: order.amountPaise,
      currency: 'INR',
      receipt: order.receipt,
      notes: order.notes,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Razorpay answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as RazorpayOrder;
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Checkout's signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
export function isValidPaymentSignature(
  keySecret: string,
  p: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string },
): boolean {
  const expected = createHmac('sha256', keySecret)
    .update(`${p.razorpayOrderId}|${p.razorpayPaymentId}`)
    .digest('hex');
  return sameHex(expected, p.razorpaySignature);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export function isValidWebhookSignature(secret: string, rawBody: string, signature: string) {
  return sameHex(createHmac('sha256', secret).update(rawBody).digest('hex'), signature);
}
