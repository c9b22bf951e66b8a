// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { getOrderLines, restockCopies, type OrderLine } from './order-stock.service.ts';
export {
  changeOrderStatus,
  type OrderState,
  type OrderStatusDeps,
} from './order-status.service.ts';
export type { RazorpayConfig } from './razorpay-client.ts';
export { priceOrder } from './order-pricing.service.ts';
