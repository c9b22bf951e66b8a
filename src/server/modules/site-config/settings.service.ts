import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';
import { lockSettings } from './settings.repository.ts';
import { invalidateSiteConfigCache } from './site-config-cache.ts';

/** Shop settings every installation starts with (docs/product.md "Shipping", "Payment"). */
export const defaultSettings = {
  storeName: 'Pustak',
  contactEmail: 'support@pustak.example',
  contactPhone: '+91 80 4000 0000',
  contactAddress: 'Pustak Books, 12 MG Road, Bengaluru, Karnataka 560001',
  legalName: '',
  shopState: 'Karnataka',
  gstin: '',
  standardShippingFee: 49,
  expressShippingFee: 99,
  freeShippingThreshold: 499,
  taxRatePercent: 0,
  codEnabled: true,
  razorpayEnabled: true,
  defaultLowStockThreshold: 5,
  holdReviews: false,
  returnWindowDays: 7,
};

export type ShopSettings = typeof defaultSettings;

/** The stored settings over the defaults; a stored value of the wrong type is ignored. */
export async function getShopSettings(db: Tx): Promise<ShopSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.keys(defaultSettings)));
  const merged: Record<string, unknown> = { ...defaultSettings };
  for (const { key, value } of rows) {
    if (typeof value === typeof merged[key]) merged[key] = value;
  }
  return merged as ShopSettings;
}

/**
 * The settings read under their lock, held until the transaction ends: a save that checks its
 * page's version against these and then writes cannot pass the check beside another save.
 */
export async function lockShopSettings(tx: Tx): Promise<ShopSettings> {
  await lockSettings(tx);
  return getShopSettings(tx);
}

/**
 * A version of the settings for the admin page's If-Match: a hash of what they are, so it needs
 * no column of its own and changes exactly when a value does (a save that changes nothing keeps
 * it, and undoes nobody's change either).
 */
export function settingsVersion(values: ShopSettings): string {
  const ordered = Object.keys(defaultSettings).map((key) => [
    key,
    values[key as keyof ShopSettings],
  ]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url').slice(0, 22);
}

/** Stores every setting (one row per key, inserted or replaced). */
export async function saveShopSettings(db: Tx, values: ShopSettings) {
  await db
    .insert(settings)
    .values(Object.entries(values).map(([key, value]) => ({ key, value })))
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
  // Inside a transaction this is early (callers clear again after commit); outside it is exact.
  invalidateSiteConfigCache();
}
