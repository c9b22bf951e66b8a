import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { defaultImageWidth, imageVariantName, imageVariantWidths } from '@shared/image-variants.ts';
import {
  adminImageMessages as messages,
  type AdminImage,
  type AdminImagesPage,
  type AdminImagesQuery,
} from '@shared/schemas/admin-images.ts';
import type { Db } from '../../../db/client.ts';
import type { ImageStorage } from '../../../lib/image-storage.ts';
import { detectImageType, type ImageMimeType } from '../../../lib/image-type.ts';
import {
  renderWebpVariants,
  storeWebpVariants,
  type WebpVariant,
} from '../../../lib/webp-variants.ts';
import { badRequest, conflict, HttpError, notFound } from '../../../plugins/errors.ts';
import {
  countImages,
  deleteImageById,
  findImageForUpdate,
  findImagesByKeys,
  findImagesPage,
  insertImages,
  type ImageRow,
} from './admin-images.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';

/** Uploads are kept under this folder of the image store. */
const folder = 'images';

/** A decompression bomb (a tiny PNG of 50 000 × 50 000) is refused before it is decoded. */
const maxPixels = 40_000_000;

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

interface PreparedImage {
  key: string;
  originalName: string;
  mimeType: ImageMimeType;
  width: number;
  height: number;
  sizeBytes: number;
  variants: WebpVariant[];
}

export function toAdminImage(row: ImageRow): AdminImage {
  const url =
    row.variants.find((v) => v.width === defaultImageWidth)?.url ?? row.variants[0]?.url ?? '';
  return {
    id: row.id,
    originalName: row.originalName,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    sizeBytes: row.sizeBytes,
    url,
    variants: row.variants,
    usedBy: row.usedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `<slug of the name>-<12 hex of the content hash>`: the same upload again gets the same key. */
function imageKey(filename: string, data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  const slug = filename
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'image'}-${hash}`;
}

/** Checks one file by its content and renders its variants; a bad file is a 400 naming it. */
async function prepare(file: UploadedFile): Promise<PreparedImage> {
  const name = file.filename;
  const mimeType = detectImageType(file.data);
  if (!mimeType) throw badRequest(messages.notAnImage(name), { files: messages.notAnImage(name) });
  const unreadable = () =>
    badRequest(messages.unreadable(name), { files: messages.unreadable(name) });
  try {
    const meta = await sharp(file.data).metadata();
    if (!meta.width || !meta.height) throw unreadable();
    if (meta.width * meta.height > maxPixels) {
      throw badRequest(messages.tooManyPixels(name), { files: messages.tooManyPixels(name) });
    }
    // rotate() applies the EXIF orientation before the metadata is dropped, so phone photos
    // stay upright; only the first frame of an animation is kept.
    const image = sharp(file.data, { limitInputPixels: maxPixels }).rotate();
    const variants = await renderWebpVariants(image);
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      key: imageKey(name, file.data),
      originalName: name,
      mimeType,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      sizeBytes: file.data.length,
      variants,
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  }
}

/**
 * Stores every file as WebP variants (the original is not kept) and records each image. Every
 * file is checked before any is stored, so one bad file in a batch stores nothing. The same
 * file uploaded again answers with the image already in the library.
 */
export async function uploadImages(
  db: Db,
  storage: ImageStorage,
  actorUserId: number,
  files: UploadedFile[],
): Promise<AdminImage[]> {
  if (files.length === 0) throw badRequest(messages.noFiles, { files: messages.noFiles });
  const prepared: PreparedImage[] = [];
  // One at a time: sharp already uses every core for one image, and memory stays bounded.
  for (const file of files) prepared.push(await prepare(file));

  const keys = [...new Set(prepared.map((p) => p.key))];
  const existing = new Set((await findImagesByKeys(db, keys)).map((row) => row.key));
  const fresh = prepared.filter(
    (p, i) => !existing.has(p.key) && prepared.findIndex((q) => q.key === p.key) === i,
  );

  const stored = await Promise.all(
    fresh.map(async (p) => ({
      p,
      variants: await storeWebpVariants(storage, p.variants, (w) =>
        imageVariantName(folder, p.key, w),
      ),
    })),
  );
  try {
    await db.transaction(async (tx) => {
      const rows = stored.map(({ p, variants }) => ({
        key: p.key,
        originalName: p.originalName,
        mimeType: p.mimeType,
        width: p.width,
        height: p.height,
        sizeBytes: p.sizeBytes,
        variants,
        uploadedBy: actorUserId,
      }));
      const inserted = await insertImages(tx, rows);
      await recordAudit(
        tx,
        inserted.map(({ id, key }) => {
          const row = rows.find((r) => r.key === key)!;
          return {
            actorUserId,
            action: 'image.upload',
            entity: 'image',
            entityId: id,
            before: null,
            after: { key, originalName: row.originalName, mimeType: row.mimeType },
          };
        }),
      );
    });
  } catch (err) {
    await removeFiles(
      storage,
      fresh.map((p) => p.key),
    );
    throw err;
  }

  const byKey = new Map((await findImagesByKeys(db, keys)).map((row) => [row.key, row]));
  return prepared.map((p) => toAdminImage(byKey.get(p.key)!));
}

/** Removes every variant of these images; what could not be removed is returned, not thrown. */
async function removeFiles(storage: ImageStorage, keys: string[]): Promise<unknown[]> {
  const results = await Promise.allSettled(
    keys.flatMap((key) =>
      imageVariantWidths.map((w) => storage.delete(imageVariantName(folder, key, w))),
    ),
  );
  return results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
}

export async function listImages(
  db: Db,
  query: AdminImagesQuery & { page: number; pageSize: number },
): Promise<AdminImagesPage> {
  const { page, pageSize, search } = query;
  const [rows, total] = await Promise.all([
    findImagesPage(db, search, { limit: pageSize, offset: (page - 1) * pageSize }),
    countImages(db, search),
  ]);
  return { items: rows.map(toAdminImage), total, page, pageSize };
}

/**
 * Deletes an image no book uses (409 naming how many do otherwise). Its files go after the row
 * is gone: a failed file removal leaves an orphan file, never a library entry without files;
 * the failures are returned for the caller to log.
 */
export async function deleteImage(
  db: Db,
  storage: ImageStorage | undefined,
  actorUserId: number,
  id: number,
) {
  const removed = await db.transaction(async (tx) => {
    const row = await findImageForUpdate(tx, id);
    if (!row) throw notFound(messages.notFound);
    if (row.usedBy > 0) throw conflict(messages.inUse(row.usedBy), 'IMAGE_IN_USE');
    await deleteImageById(tx, id);
    await recordAudit(tx, [
      {
        actorUserId,
        action: 'image.delete',
        entity: 'image',
        entityId: id,
        before: { key: row.key, originalName: row.originalName, mimeType: row.mimeType },
        after: null,
      },
    ]);
    return row;
  });
  return { fileErrors: storage ? await removeFiles(storage, [removed.key]) : [] };
}
