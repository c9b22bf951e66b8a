import type { AdminSettings, ShopSettingsValues } from '@shared/schemas/admin-settings.ts';
import type { Db } from '../../db/client.ts';
import { getShopSettings, saveShopSettings } from '../settings/settings.service.ts';
import { invalidateSiteConfigCache } from '../site-config/site-config.service.ts';
import { insertAuditEntries } from './audit.repository.ts';

export async function getAdminSettings(
  db: Db,
  razorpayConfigured: boolean,
): Promise<AdminSettings> {
  return { ...(await getShopSettings(db)), razorpayConfigured };
}

export async function updateAdminSettings(
  db: Db,
  actorUserId: number,
  values: ShopSettingsValues,
  razorpayConfigured: boolean,
): Promise<AdminSettings> {
  await db.transaction(async (tx) => {
    const before = await getShopSettings(tx);
    await saveShopSettings(tx, values);
    await insertAuditEntries(tx, [
      {
        actorUserId,
        action: 'settings.update',
        entity: 'settings',
        entityId: null,
        before,
        after: values,
      },
    ]);
  });
  // After commit: a /config read during the transaction may have cached the old settings.
  invalidateSiteConfigCache();
  return getAdminSettings(db, razorpayConfigured);
}
