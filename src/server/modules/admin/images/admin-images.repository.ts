import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';
import { books, images } from '../../../db/schema/catalog.ts';

export type NewImageRow = typeof images.$inferInsert;

/** Books (archived ones too) whose `image_url` is one of this image's variants. */
const usedBy = sql<number>`(
  select count(*)::int from ${books}
  where ${books.imageUrl} in (select v->>'url' from jsonb_array_elements(${images.variants}) v)
)`;

const imageColumns = {
  id: images.id,
  key: images.key,
  originalName: images.originalName,
  mimeType: images.mimeType,
  width: images.width,
  height: images.height,
  sizeBytes: images.sizeBytes,
  variants: images.variants,
  createdAt: images.createdAt,
  usedBy,
};

function conditions(search: string | undefined): SQL[] {
  // ILIKE '%…%' is served by the trigram index on original_name.
  return search ? [sql`${images.originalName} ILIKE ${containsPattern(search)}`] : [];
}

export async function findImagesPage(
  db: Tx,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  return db
    .select(imageColumns)
    .from(images)
    .where(and(...conditions(search)))
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ImageRow = Awaited<ReturnType<typeof findImagesPage>>[number];

export async function countImages(db: Tx, search: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(images)
    .where(and(...conditions(search)));
  return row?.n ?? 0;
}

export async function findImagesByKeys(db: Tx, keys: string[]): Promise<ImageRow[]> {
  if (keys.length === 0) return [];
  return db.select(imageColumns).from(images).where(inArray(images.key, keys));
}

/** The image locked for the rest of the transaction, with how many books use it. */
export async function findImageForUpdate(db: Tx, id: number): Promise<ImageRow | undefined> {
  const [row] = await db.select(imageColumns).from(images).where(eq(images.id, id)).for('update');
  return row;
}

/** Inserts new images; a key that is already stored (the same upload again) is left alone. */
export async function insertImages(
  db: Tx,
  rows: NewImageRow[],
): Promise<{ id: number; key: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(images)
    .values(rows)
    .onConflictDoNothing({ target: images.key })
    .returning({ id: images.id, key: images.key });
}

export async function deleteImageById(db: Tx, id: number): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}
