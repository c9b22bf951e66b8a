/** Cover images are stored at these widths as `<key>-<width>.webp` (2:3 portrait). */
export const coverWidths = [160, 320, 640] as const;

const sizedCover = /-(\d+)\.webp$/;

/** The srcset of a cover URL, or undefined when the URL is not one of our sized covers. */
export function coverSrcSet(imageUrl: string): string | undefined {
  if (!sizedCover.test(imageUrl)) return undefined;
  return coverWidths.map((w) => `${imageUrl.replace(sizedCover, `-${w}.webp`)} ${w}w`).join(', ');
}

/** The cover at one width, or the URL unchanged when it is not a sized cover. */
export function coverAtWidth(imageUrl: string, width: (typeof coverWidths)[number]): string {
  return imageUrl.replace(sizedCover, `-${width}.webp`);
}
