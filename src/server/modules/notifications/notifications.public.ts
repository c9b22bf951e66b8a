// What other modules may use of notifications (docs/decisions/018-module-public-files.md).
export { notifyUsers } from './notifications.service.ts';
export type { NewNotification } from './notifications.repository.ts';
