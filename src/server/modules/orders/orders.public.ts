// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export {
  getOrderLines,
  recordOrderEvent,
  restockOrder,
  type OrderLine,
} from './order-stock.service.ts';
export type { RazorpayConfig } from './razorpay-client.ts';
