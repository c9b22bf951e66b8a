import { useState } from 'react';
import type { Order } from '@shared/schemas/checkout.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { useSiteConfig } from '@web/features/site-config/site-config.public.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';
import { openRazorpayCheckout } from '../razorpay-checkout.ts';

export type PayOutcome = 'paid' | 'dismissed';

/**
 * Pays a placed online order: opens Razorpay Checkout, then has the server verify what it hands
 * back. Closing the window leaves the order waiting for payment (it can be paid from the order
 * page until its stock is released).
 */
export function usePayOnline() {
  const config = useSiteConfig();
  const { user } = useCurrentUser();
  const verify = useVerifyPayment();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function pay(order: Order): Promise<PayOutcome> {
    const keyId = config.data?.features.razorpayKeyId;
    if (!keyId || !order.razorpayOrderId) {
      throw new Error('Online payment is not available right now.');
    }
    setError(null);
    setOpening(true);
    try {
      const outcome = await openRazorpayCheckout({
        keyId,
        razorpayOrderId: order.razorpayOrderId,
        amountRupees: order.totalAmount,
        shopName: config.data?.site.name ?? 'Pustak',
        orderNumber: order.orderNumber,
        prefill: {
          name: order.shippingAddress.fullName,
          email: user?.email,
          contact: order.shippingAddress.mobile,
        },
      });
      if (!outcome.paid) return 'dismissed';
      const { payment } = outcome;
      await verify.mutateAsync({
        orderId: order.id,
        payment: {
          razorpayOrderId: payment.razorpay_order_id,
          razorpayPaymentId: payment.razorpay_payment_id,
          razorpaySignature: payment.razorpay_signature,
        },
      });
      return 'paid';
    } catch (err) {
      setError(err);
      throw err;
    } finally {
      setOpening(false);
    }
  }

  return { pay, isPaying: opening || verify.isPending, error };
}
