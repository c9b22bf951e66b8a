import type { SiteConfig } from '@shared/schemas/site-config.ts';
import type { Db } from '../../db/client.ts';
import { getShopSettings, type ShopSettings } from './settings.service.ts';
import { cachedSiteConfig } from './site-config-cache.ts';
import { findLatestSiteConfig, findSettingValue } from './site-config.repository.ts';
import { sanitizeSiteContent } from './sanitize-site-html.ts';

/** What the server's configuration enables; the shop's settings narrow it per request. */
export type SiteFeatures = Omit<SiteConfig['features'], 'cod'>;

const emptyContent = { aboveHeader: '', belowHeader: '', popup: '' };

type Stored = [Awaited<ReturnType<typeof findLatestSiteConfig>>, ShopSettings];

function stored(db: Db): Promise<Stored> {
  return cachedSiteConfig(db, () =>
    Promise.all([findLatestCleanSiteConfig(db), getShopSettings(db)]),
  );
}

/**
 * The latest version with its blocks cleaned again as they are served: a version saved under
 * older, looser rules (or restored from a backup) cannot bring back what they let through. It
 * costs one pass of the sanitiser per cache fill, not per request.
 */
async function findLatestCleanSiteConfig(db: Db) {
  const doc = await findLatestSiteConfig(db);
  return doc && { ...doc, content: sanitizeSiteContent({ ...emptyContent, ...doc.content }) };
}

/** The public site configuration (docs/product.md §3 "Site config"), with what the server has enabled. */
export async function getPublicSiteConfig(db: Db, features: SiteFeatures): Promise<SiteConfig> {
  const [doc, shop] = await stored(db);
  return {
    books: { categories: doc?.categories ?? [] },
    site: {
      name: shop.storeName || 'Pustak',
      content: { ...emptyContent, ...doc?.content },
      returnWindowDays: shop.returnWindowDays,
    },
    // Staff can switch a way to pay off in the settings; online payment also needs its keys.
    features: {
      ...features,
      cod: shop.codEnabled,
      razorpay: features.razorpay && shop.razorpayEnabled,
      razorpayKeyId: features.razorpay && shop.razorpayEnabled ? features.razorpayKeyId : null,
    },
  };
}

/** The latest saved site configuration as staff saved it (categories, blocks), if any. */
export function getLatestSiteConfig(db: Db) {
  return findLatestSiteConfig(db);
}

/** One setting's stored value, or undefined while it is at its default. */
export function getStoredSetting(db: Db, key: string): Promise<unknown> {
  return findSettingValue(db, key);
}
