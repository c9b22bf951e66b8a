// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { findOrderLines, insertOrderEvent, returnStock } from './orders.repository.ts';
export type { RazorpayConfig } from './razorpay-client.ts';
