import type { SiteConfig } from '@shared/schemas/site-config.ts';
import type { Db } from '../../db/client.ts';
import { getShopSettings } from '../settings/settings.service.ts';
import { findLatestSiteConfig } from './site-config.repository.ts';

/** What the server's configuration enables; the shop's settings narrow it per request. */
export type SiteFeatures = Omit<SiteConfig['features'], 'cod'>;

const emptyContent = { aboveHeader: '', belowHeader: '', popup: '' };

/** The public site configuration (SPEC §3 "Site config"), with what the server has enabled. */
export async function getPublicSiteConfig(db: Db, features: SiteFeatures): Promise<SiteConfig> {
  const [doc, shop] = await Promise.all([findLatestSiteConfig(db), getShopSettings(db)]);
  return {
    books: { categories: doc?.categories ?? [] },
    site: {
      name: shop.storeName || 'Pustak',
      content: { ...emptyContent, ...doc?.content },
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
