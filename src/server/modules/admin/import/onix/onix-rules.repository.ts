import { eq } from 'drizzle-orm';
import { defaultOnixRules, onixRulesSchema, type OnixRules } from '@shared/schemas/onix-rules.ts';
import type { Tx } from '../../../../db/client.ts';
import { settings } from '../../../../db/schema/content.ts';

const key = 'onixRules';

/** The shop's ONIX rules, or the ones it starts with; a stored value that no longer reads is ignored. */
export async function getOnixRules(db: Tx): Promise<OnixRules> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  const parsed = row ? onixRulesSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : defaultOnixRules;
}

export async function saveOnixRules(db: Tx, rules: OnixRules) {
  await db
    .insert(settings)
    .values({ key, value: rules })
    .onConflictDoUpdate({ target: settings.key, set: { value: rules, updatedAt: new Date() } });
}
