// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { createAuth, sessionAbsoluteSeconds, type Auth, type SmsSender } from './auth.config.ts';
export {
  createDbRateLimitStore,
  sharedRouteRateLimitStore,
  type DbRateLimitStore,
} from './db-rate-limit-store.ts';
export { issueFirstAdminSetupToken } from './first-admin.service.ts';
export {
  betterAuthScrypt,
  currentScrypt,
  hashPassword,
  type ScryptParams,
} from './password-hash.ts';
