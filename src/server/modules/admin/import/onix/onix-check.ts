import type { ImportRowError } from '@shared/schemas/admin-import.ts';
import type { Db } from '../../../../db/client.ts';
import { timeSlices } from '../../../../lib/time-slices.ts';
import { getLatestSiteConfig } from '../../../site-config/site-config.public.ts';
import { categoryMatcher } from '../../books/admin-books.public.ts';
import type { StoredImportRow } from '../admin-import.store.ts';
import type { OnixRecord } from './onix-map.ts';
import type { OnixFile } from './onix-read.ts';
import { onixImportRow } from './onix-row.ts';
import { getOnixRules } from './onix-rules.repository.ts';

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * Turns a feed's records into import rows (with the shop's ONIX rules) and their errors, one at a
 * time, and says in notices what the rules did: books filed under the fallback category, books
 * without a price the shop can take (imported hidden, not for sale).
 */
export async function createOnixChecker(db: Db) {
  const rules = await getOnixRules(db);
  const match = await categoryMatcher(db);
  const firstCategory = (await getLatestSiteConfig(db))?.categories[0] ?? 'Fiction';
  const fallback = (rules.fallbackCategory && match(rules.fallbackCategory)) || firstCategory;
  const unpriced = new Map<string, number>();
  let filedUnderFallback = 0;
  let unavailable = 0;
  let withdrawn = 0;
  return {
    /** The record's row, or its errors. */
    check(rec: OnixRecord): { row: StoredImportRow } | { errors: ImportRowError[] } {
      const row = onixImportRow(rec, rules, match, fallback);
      if (!row.ok) return { errors: row.errors };
      if (row.unpriced) unpriced.set(row.unpriced, (unpriced.get(row.unpriced) ?? 0) + 1);
      if (row.onix.withdraw) withdrawn++;
      else if (!row.onix.carries.includes('category')) filedUnderFallback++;
      if (rec.status === 'unavailable' && !row.onix.withdraw) unavailable++;
      return { row: { row: rec.record, id: null, values: row.values, onix: row.onix } };
    },
    notices(): string[] {
      const notices: string[] = [];
      if (unpriced.size > 0) {
        const total = [...unpriced.values()].reduce((a, b) => a + b, 0);
        const which = [...unpriced.entries()].map(([c, n]) => `${c}: ${count(n)}`).join('; ');
        notices.push(
          `${count(total)} records have no price in rupees (${which}). New books among them are imported hidden, not for sale, at ₹0; set a rate for their currency in “ONIX rules” and upload the feed again to price them.`,
        );
      }
      if (filedUnderFallback > 0) {
        notices.push(
          `${count(filedUnderFallback)} records have no subject code the ONIX rules map to a category: new books among them are filed under “${fallback}”.`,
        );
      }
      if (unavailable > 0) {
        notices.push(
          `${count(unavailable)} records say the book is out of print or unavailable: they are imported hidden, not for sale.`,
        );
      }
      if (withdrawn > 0) {
        notices.push(
          `${count(withdrawn)} records withdraw an edition (NotificationType 05): it is hidden from the shop and kept for the orders that have it.`,
        );
      }
      return notices;
    },
  };
}

/** Checks a feed read whole: its rows and errors go to `rows` and `errors`; its notices back. */
export async function checkOnixRecords(
  db: Db,
  file: OnixFile,
  rows: StoredImportRow[],
  errors: ImportRowError[],
  onProgress: (checked: number) => void,
): Promise<string[]> {
  const checker = await createOnixChecker(db);
  const slices = timeSlices(10);
  for (const [i, rec] of file.records.entries()) {
    const checked = checker.check(rec);
    if ('row' in checked) rows.push(checked.row);
    else errors.push(...checked.errors);
    if (slices.due()) {
      onProgress(i + 1);
      await slices.next();
    }
  }
  return checker.notices();
}
