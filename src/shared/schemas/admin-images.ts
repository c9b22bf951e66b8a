import { z } from 'zod';
import { adminPageQuery, pageOf } from './admin-common.ts';

/** Uploads: one file at most this large; the picture is read from its bytes, never its name. */
export const imageUploadLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxFilesPerRequest: 20,
  /** What the file picker offers; the server still checks each file's content. */
  accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  kinds: 'JPEG, PNG, WebP, GIF or AVIF',
} as const;

export const adminImageMessages = {
  tooLarge: (name: string) => `"${name}" is larger than 5 MB. Choose a smaller image.`,
  notAnImage: (name: string) =>
    `"${name}" is not a picture we can use. Upload a ${imageUploadLimits.kinds} image.`,
  unreadable: (name: string) => `"${name}" could not be read as an image. It may be damaged.`,
  tooManyPixels: (name: string) =>
    `"${name}" has too many pixels. Use an image under 40 megapixels.`,
  noFiles: 'Choose at least one image to upload.',
  tooManyFiles: `Upload at most ${imageUploadLimits.maxFilesPerRequest} images at a time.`,
  notMultipart: 'Send the images as a multipart/form-data upload.',
  notFound: 'No such image.',
  inUse: (books: number) =>
    `This image is used by ${books} ${books === 1 ? 'book' : 'books'}. Choose another image for ${books === 1 ? 'it' : 'them'} first.`,
} as const;

/** GET /api/admin/images: `search` matches the uploaded file's name. */
export const adminImagesQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  ...adminPageQuery,
});
export type AdminImagesQuery = z.input<typeof adminImagesQuerySchema>;

export const adminImageSchema = z.object({
  id: z.number().int(),
  originalName: z.string(),
  /** The detected type of the uploaded original (which is not kept). */
  mimeType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Bytes of the uploaded original. */
  sizeBytes: z.number().int(),
  /** The default-width WebP: what a book's `imageUrl` takes. */
  url: z.string(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  /** Books (archived ones too) whose image this is; only an unused image can be deleted. */
  usedBy: z.number().int(),
  createdAt: z.string(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;

export const adminImagesPageSchema = pageOf(adminImageSchema);
export type AdminImagesPage = z.infer<typeof adminImagesPageSchema>;

/** POST /api/admin/images answers with every stored image, in upload order. */
export const adminImagesUploadedSchema = z.object({ items: z.array(adminImageSchema) });
export type AdminImagesUploaded = z.infer<typeof adminImagesUploadedSchema>;
