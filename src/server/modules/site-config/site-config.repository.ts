import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings, siteConfig, type SiteConfigDocument } from '../../db/schema/content.ts';

export async function findLatestSiteConfig(db: Db): Promise<SiteConfigDocument | undefined> {
  const [row] = await db
    .select({ data: siteConfig.data })
    .from(siteConfig)
    .orderBy(desc(siteConfig.version))
    .limit(1);
  return row?.data;
}

export async function findSettingValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}
