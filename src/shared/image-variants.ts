/**
 * Stored images (generated covers and uploads) are WebP files named `<key>-<width>.webp` at each
 * of these widths; a book's `imageUrl` points at the `defaultImageWidth` one and the storefront
 * derives its srcset from the name (src/web/lib/cover-image.ts).
 */
export const imageVariantWidths = [160, 320, 640] as const;
export type ImageVariantWidth = (typeof imageVariantWidths)[number];

export const defaultImageWidth: ImageVariantWidth = 320;

/** The storage name of one variant: `<folder>/<key>-<width>.webp`. */
export function imageVariantName(folder: string, key: string, width: number): string {
  return `${folder}/${key}-${width}.webp`;
}

const sizedImage = /-(\d+)\.webp$/;

/** The srcset of a stored image URL, or undefined when the URL is not one of our sized images. */
export function imageSrcSet(imageUrl: string): string | undefined {
  if (!sizedImage.test(imageUrl)) return undefined;
  return imageVariantWidths
    .map((w) => `${imageUrl.replace(sizedImage, `-${w}.webp`)} ${w}w`)
    .join(', ');
}

/** The image at one width, or the URL unchanged when it is not a sized image. */
export function imageAtWidth(imageUrl: string, width: ImageVariantWidth): string {
  return imageUrl.replace(sizedImage, `-${width}.webp`);
}

/**
 * How wide the book page shows its cover: the page's <img sizes> and the server's preload of
 * that image must agree, or the browser fetches a second copy.
 */
export const bookPageCoverSizes = '(min-width: 1024px) 352px, (min-width: 768px) 288px, 256px';

/**
 * How wide a book card shows its cover: two to a row on a phone (a rail's cards are narrower),
 * fixed widths from the small breakpoint up. Shared with the server's preload of a listing's
 * first cover, for the same reason as the book page's.
 */
export const bookCardCoverSizes =
  '(min-width: 1024px) 200px, (min-width: 640px) 180px, calc(50vw - 40px)';

export interface PreloadedImage {
  src: string;
  srcset?: string;
  sizes: string;
}

/** A stored image as a page shows it (src at the default width, srcset, sizes), for its preload. */
export function imagePreload(imageUrl: string, sizes: string): PreloadedImage {
  const srcset = imageSrcSet(imageUrl);
  return { src: srcset ? imageAtWidth(imageUrl, defaultImageWidth) : imageUrl, srcset, sizes };
}
