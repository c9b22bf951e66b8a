import type { SiteConfig } from '@shared/schemas/site-config.ts';
import type { Db } from '../../db/client.ts';
import { findLatestSiteConfig, findSettingValue } from './site-config.repository.ts';

export type SiteFeatures = SiteConfig['features'];

const emptyContent = { aboveHeader: '', belowHeader: '', popup: '' };

/** The public site configuration (SPEC §3 "Site config"), with what the server has enabled. */
export async function getPublicSiteConfig(db: Db, features: SiteFeatures): Promise<SiteConfig> {
  const [doc, storeName] = await Promise.all([
    findLatestSiteConfig(db),
    findSettingValue(db, 'storeName'),
  ]);
  return {
    books: { categories: doc?.categories ?? [] },
    site: {
      name: typeof storeName === 'string' && storeName ? storeName : 'Pustak',
      content: { ...emptyContent, ...doc?.content },
    },
    features,
  };
}
