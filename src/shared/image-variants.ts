/**
 * Stored images (generated covers and uploads) are WebP files named `<key>-<width>.webp` at each
 * of these widths; a book's `imageUrl` points at the `defaultImageWidth` one and the storefront
 * derives its srcset from the name (src/web/features/catalog/cover-image.ts).
 */
export const imageVariantWidths = [160, 320, 640] as const;
export type ImageVariantWidth = (typeof imageVariantWidths)[number];

export const defaultImageWidth: ImageVariantWidth = 320;

/** The storage name of one variant: `<folder>/<key>-<width>.webp`. */
export function imageVariantName(folder: string, key: string, width: number): string {
  return `${folder}/${key}-${width}.webp`;
}
