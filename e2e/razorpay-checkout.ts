import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { startRazorpayStandIn } from '../src/server/modules/orders/razorpay-stand-in.test-helper.ts';
import { createTestApp, type TestApp } from '../src/server/test-app.ts';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');

/*
 * Razorpay's Checkout script, standing in (Razorpay cannot be reached from here): served in place
 * of https://checkout.razorpay.com/v1/checkout.js, it "pays" by handing back a payment id and the
 * signature Razorpay would make with the test's key secret; the shop verifies it on its server.
 * `window.__razorpayMode` says whether the shopper pays or closes the window.
 */
const fakeCheckoutScript = `
window.Razorpay = function (options) {
  this.open = function () {
    setTimeout(async function () {
      if (window.__razorpayMode === 'dismiss') return options.modal.ondismiss();
      var paymentId = 'pay_' + Math.random().toString(16).slice(2, 16);
      var signature = await window.__signPayment(options.order_id, paymentId);
      window.__razorpayOpened = { key: options.key, amount: options.amount, currency: options.currency };
      options.handler({
        razorpay_order_id: options.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      });
    }, 50);
  };
  this.on = function () {};
};`;

/** A browser context signed in with `cookie` at `url`, whose Razorpay Checkout is the stand-in. */
export async function payingContext(
  browser: Browser,
  url: string,
  cookie: string,
  keySecret: string,
  /** Lets axe-core's script in (the shop's CSP refuses inline scripts). */
  { bypassCSP = false }: { bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ acceptDownloads: true, bypassCSP });
  await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url };
    }),
  );
  await context.route('https://checkout.razorpay.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakeCheckoutScript }),
  );
  await context.exposeFunction('__signPayment', (orderId: string, paymentId: string) =>
    createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex'),
  );
  return context;
}

/** A shop on a test database, listening, whose Razorpay Orders API is a local stand-in. */
export interface PayingShop {
  t: TestApp;
  url: string;
  keyId: string;
  keySecret: string;
  close(): Promise<void>;
}

export async function startPayingShop(env: Record<string, string> = {}): Promise<PayingShop> {
  const keyId = `rzp_test_${randomBytes(6).toString('hex')}`;
  const keySecret = randomBytes(18).toString('hex');
  const razorpay = await startRazorpayStandIn({ keyId, keySecret });
  const t = await createTestApp(
    {
      ...env,
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: randomBytes(18).toString('hex'),
    },
    { razorpayApiUrl: razorpay.url, clientDir },
  );
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    url,
    keyId,
    keySecret,
    close: async () => {
      await t.close();
      await razorpay.close();
    },
  };
}
