// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { recordAudit } from './audit.service.ts';
export type { AuditEntry } from './audit.repository.ts';
