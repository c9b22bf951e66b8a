import { sql } from 'drizzle-orm';
import { rupeesToPaise } from '@shared/money.ts';
import type { Database, Db } from '../client.ts';
import { books, collections } from '../schema/catalog.ts';
import { settings, siteConfig } from '../schema/content.ts';
import { defaultSettings } from '../../modules/site-config/site-config.public.ts';
import { createLocalImageStorage } from '../../lib/image-storage.ts';
import { generateCover } from './covers.ts';
import { demoBooks, demoCollections, demoSiteConfig } from './demo-books.ts';

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}

/**
 * The demo books' covers, drawn into `uploadsDir` (a cover already there is kept), as their
 * URLs in the order of the demo books.
 */
export function drawDemoCovers(uploadsDir: string): Promise<string[]> {
  const storage = createLocalImageStorage(uploadsDir);
  return mapLimit(demoBooks, 4, (book) =>
    generateCover(
      { ...book, title: book.coverTitle ?? book.title, author: book.coverAuthor ?? book.author },
      storage,
    ),
  );
}

/**
 * Seeds the demo catalogue, its collections, the site configuration and default settings —
 * only into an empty shop (no books and no site configuration yet), so restarts keep data.
 */
/**
 * The demo editions' trade facts: each is a paperback; some name their publisher and imprint,
 * and some are the first volume of a series, so a new shop shows those pages from the start.
 */
async function placeDemoEditions(tx: Pick<Db, 'execute'>, ids: number[]): Promise<void> {
  await tx.execute(
    sql`UPDATE books SET format = 'BC' WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  for (const [i, book] of demoBooks.entries()) {
    if (book.publisher) {
      await tx.execute(sql`
        WITH found AS (
          INSERT INTO publishers (name, slug) VALUES (${book.publisher}, '')
          ON CONFLICT (name_key) DO UPDATE SET name = EXCLUDED.name RETURNING id)
        UPDATE books SET publisher_id = (SELECT id FROM found), imprint = ${book.imprint ?? null}
        WHERE id = ${ids[i]!}`);
    }
    if (book.series) {
      await tx.execute(sql`
        UPDATE works SET series_id = pustak_series(${book.series.name}),
                         series_number = ${book.series.number}
        WHERE id = (SELECT work_id FROM books WHERE id = ${ids[i]!})`);
    }
  }
}

export async function seedIfEmpty(
  database: Database,
  opts: { uploadsDir: string; sanitizeHtml?: (html: string) => string },
): Promise<boolean> {
  const { db } = database;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(books);
  const [{ configs } = { configs: 0 }] = await db
    .select({ configs: sql<number>`count(*)::int` })
    .from(siteConfig);
  if (count > 0 || configs > 0) return false;

  const imageUrls = await drawDemoCovers(opts.uploadsDir);
  const clean = opts.sanitizeHtml ?? ((html: string) => html);

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(books)
      .values(
        demoBooks.map((b, i) => ({
          title: b.title,
          author: b.author,
          description: b.description,
          mrpPaise: rupeesToPaise(b.mrpRupees),
          sellingPricePaise: rupeesToPaise(b.sellingPriceRupees),
          imageUrl: imageUrls[i]!,
          isbn13: b.isbn13,
          category: b.category,
          collection: b.collection,
          isPremium: b.isPremium ? 1 : 0,
          stockQuantity: b.stockQuantity,
          lowStockThreshold: b.lowStockThreshold ?? 5,
          language: b.language,
          publishedYear: b.publishedYear ?? null,
        })),
      )
      .returning({ id: books.id });

    await placeDemoEditions(
      tx,
      inserted.map((row) => row.id),
    );

    const memberships = demoCollections.flatMap((name) =>
      demoBooks.flatMap((b, i) =>
        b.collection.includes(name) ? [{ collection: name, bookId: inserted[i]!.id }] : [],
      ),
    );
    memberships.forEach((m, position) => Object.assign(m, { position }));
    if (memberships.length > 0) await tx.insert(collections).values(memberships);

    await tx.insert(siteConfig).values({
      version: 1,
      data: {
        categories: [...demoSiteConfig.categories],
        content: {
          aboveHeader: clean(demoSiteConfig.content.aboveHeader),
          belowHeader: clean(demoSiteConfig.content.belowHeader),
          popup: clean(demoSiteConfig.content.popup),
        },
      },
    });
    await tx
      .insert(settings)
      .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
  return true;
}
