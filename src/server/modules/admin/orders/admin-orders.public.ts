// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { safeCell } from './admin-orders-export.ts';
export { findRecentOrders } from './admin-orders.repository.ts';
export { toAdminOrderRow } from './admin-orders.service.ts';
