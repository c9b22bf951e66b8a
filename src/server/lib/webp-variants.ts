import type { Sharp } from 'sharp';
import { imageVariantWidths } from '@shared/image-variants.ts';
import type { ImageStorage } from './image-storage.ts';

export interface WebpVariant {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * One WebP file per stored width from a decoded image. sharp writes no metadata (EXIF, GPS,
 * XMP, ICC) unless asked with `keepMetadata`, so the variants carry none. With `aspect`
 * (height ÷ width) each variant is cut to that shape; without it the image keeps its own.
 * Widths are met exactly, upscaling a small original, so the storefront's srcset never lies.
 */
export async function renderWebpVariants(
  image: Sharp,
  opts: { aspect?: number } = {},
): Promise<WebpVariant[]> {
  return Promise.all(
    imageVariantWidths.map(async (width) => {
      const { data, info } = await image
        .clone()
        .resize(width, opts.aspect ? Math.round(width * opts.aspect) : undefined)
        // effort 2 halves encode time against the default for ~3% larger files.
        .webp({ quality: 80, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      return { width, height: info.height, data };
    }),
  );
}

/** Puts rendered variants under `name(width)`; returns each width with its public URL. */
export async function storeWebpVariants(
  storage: ImageStorage,
  variants: WebpVariant[],
  name: (width: number) => string,
): Promise<{ width: number; url: string }[]> {
  await Promise.all(variants.map((v) => storage.put(name(v.width), v.data, 'image/webp')));
  return variants.map((v) => ({ width: v.width, url: storage.url(name(v.width)) }));
}
