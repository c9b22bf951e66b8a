// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { safeCell } from './admin-orders-export.ts';
export { listRecentOrders } from './admin-orders.service.ts';
