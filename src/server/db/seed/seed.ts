import { sql } from 'drizzle-orm';
import { rupeesToPaise } from '@shared/money.ts';
import type { Database } from '../client.ts';
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
