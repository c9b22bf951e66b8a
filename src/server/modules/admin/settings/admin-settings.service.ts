import { versionConflictCode } from '@shared/entity-tag.ts';
import type { AdminSettings, ShopSettingsValues } from '@shared/schemas/admin-settings.ts';
import type { Db } from '../../../db/client.ts';
import { isExpectedVersion, type ExpectedVersion } from '../../../lib/if-match.ts';
import { conflict } from '../../../plugins/errors.ts';
import {
  getShopSettings,
  lockShopSettings,
  saveShopSettings,
  settingsVersion,
  type ShopSettings,
  invalidateSiteConfigCache,
} from '../../site-config/site-config.public.ts';
import { recordAudit } from '../audit/audit.public.ts';

const changedMeanwhile =
  'Someone else changed these settings since you opened this page. Reload to see their changes, then make yours again.';

const answer = (settings: ShopSettings, razorpayConfigured: boolean): AdminSettings => ({
  ...settings,
  razorpayConfigured,
  version: settingsVersion(settings),
});

export async function getAdminSettings(
  db: Db,
  razorpayConfigured: boolean,
): Promise<AdminSettings> {
  return answer(await getShopSettings(db), razorpayConfigured);
}

/**
 * Saves every setting, over the version the page was opened with (`expected`): checked under the
 * settings' lock, in the transaction that writes, so of two saves made from one version the
 * second finds the first's and is refused (409) instead of undoing it.
 */
export async function updateAdminSettings(
  db: Db,
  actorUserId: number,
  values: ShopSettingsValues,
  expected: ExpectedVersion,
  razorpayConfigured: boolean,
): Promise<AdminSettings> {
  // What this save stored, read before the lock is released: its version is the one the page
  // sends with its next save, even if another save follows at once.
  const saved = await db.transaction(async (tx) => {
    const before = await lockShopSettings(tx);
    if (!isExpectedVersion(expected, settingsVersion(before))) {
      throw conflict(changedMeanwhile, versionConflictCode);
    }
    await saveShopSettings(tx, values);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'settings.update',
        entity: 'settings',
        entityId: null,
        before,
        after: values,
      },
    ]);
    return getShopSettings(tx);
  });
  // After commit: a /config read during the transaction may have cached the old settings.
  invalidateSiteConfigCache();
  return answer(saved, razorpayConfigured);
}
