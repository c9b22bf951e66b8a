export { permissionsOfStaff, staffStandingOf } from './staff-permissions.ts';
export { routePermissions } from './route-permissions.ts';
export { adminStaffRoutes } from './admin-staff.routes.ts';
export { staffInviteRoutes } from './staff-invite.routes.ts';
