import type { Tx } from '../../db/client.ts';
import { insertNotifications, type NewNotification } from './notifications.repository.ts';

/** Leaves each user a notification (in the caller's transaction, so it is kept only with it). */
export async function notifyUsers(tx: Tx, notices: NewNotification[]) {
  await insertNotifications(tx, notices);
}
