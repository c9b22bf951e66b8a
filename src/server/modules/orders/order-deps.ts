import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RazorpayConfig } from './razorpay-client.ts';

/** What placing, paying for and confirming an order need besides its data. */
export interface OrderDeps {
  db: Db;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  publicUrl: string;
  /** Set when online payment is configured. */
  razorpay?: RazorpayConfig;
}

/** The deps of one request, from the app's database and mailer and the module's options. */
export function orderDeps(
  app: { db: Db; mailer: Mailer },
  options: { publicUrl: string; razorpay?: RazorpayConfig },
  log: OrderDeps['log'],
): OrderDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    log,
    publicUrl: options.publicUrl,
    razorpay: options.razorpay,
  };
}
