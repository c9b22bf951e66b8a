/**
 * Cover images are stored at fixed widths as `<key>-<width>.webp` (2:3 portrait); the naming
 * and the widths are shared with the server (src/shared/image-variants.ts).
 */
import { imageAtWidth, imageSrcSet, imageVariantWidths } from '@shared/image-variants.ts';

export const coverWidths = imageVariantWidths;
export const coverSrcSet = imageSrcSet;
export const coverAtWidth = imageAtWidth;
