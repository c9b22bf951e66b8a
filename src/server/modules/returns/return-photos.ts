import sharp from 'sharp';
import { returnMessages } from '@shared/schemas/returns.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { returnPhotos, returns } from '../../db/schema/returns.ts';
import { HttpError, badRequest, conflict, notFound } from '../../plugins/errors.ts';

/** A photo is made at most this wide or high: enough to see a torn cover. */
const side = 1600;

/**
 * Attaches (or replaces) the photo of a shopper's own return while it waits for staff. The file
 * is decoded and re-encoded as WebP, so what is kept is a picture and nothing else (no EXIF,
 * no location).
 */
export async function attachReturnPhoto(
  db: Db,
  userId: number,
  orderId: string,
  returnId: number,
  data: Buffer,
) {
  const [row] = await db
    .select({ status: returns.status })
    .from(returns)
    .where(and(eq(returns.id, returnId), eq(returns.orderId, orderId), eq(returns.userId, userId)));
  if (!row) throw notFound('No such return.');
  if (row.status !== 'requested') throw conflict(returnMessages.photoLate, 'RETURN_STATE');
  let webp: Buffer;
  try {
    webp = await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest(returnMessages.photoUnreadable, { photo: returnMessages.photoUnreadable });
  }
  const webpBase64 = webp.toString('base64');
  await db
    .insert(returnPhotos)
    .values({ returnId, webpBase64 })
    .onConflictDoUpdate({ target: returnPhotos.returnId, set: { webpBase64 } });
}

/** The photo's bytes, for the shopper (their own return) or staff (`userId` null). */
export async function readReturnPhoto(
  db: Db,
  returnId: number,
  owner: { userId: number; orderId: string } | null,
): Promise<Buffer> {
  const [row] = await db
    .select({ data: returnPhotos.webpBase64 })
    .from(returnPhotos)
    .innerJoin(returns, eq(returns.id, returnPhotos.returnId))
    .where(
      and(
        eq(returnPhotos.returnId, returnId),
        owner ? eq(returns.userId, owner.userId) : undefined,
        owner ? eq(returns.orderId, owner.orderId) : undefined,
      ),
    );
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No photo.');
  return Buffer.from(row.data, 'base64');
}
