export { adminReturnsRoutes } from './admin-returns.routes.ts';
export { returnsRoutes } from './returns.routes.ts';
