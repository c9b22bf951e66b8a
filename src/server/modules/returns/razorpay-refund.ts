import type { RazorpayConfig } from '../orders/orders.public.ts';

export interface RazorpayRefund {
  id: string;
  amount: number;
  status: string;
}

/**
 * Refunds part of a captured payment (Razorpay's Refunds API, amount in paise):
 * POST /v1/payments/{id}/refund. The receipt names the return, so the shop's records and
 * Razorpay's agree on what each refund was for.
 */
export async function createRazorpayRefund(
  config: RazorpayConfig,
  refund: { paymentId: string; amountPaise: number; receipt: string },
): Promise<RazorpayRefund> {
  const res = await fetch(
    `${config.apiUrl}/v1/payments/${encodeURIComponent(refund.paymentId)}/refund`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
      },
      body: JSON.stringify({
        amount: refund.amountPaise,
        receipt: refund.receipt,
        speed: 'normal',
      }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!res.ok) throw new Error(`Razorpay answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as RazorpayRefund;
}
