import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { defaultImageWidth, imageVariantName, imageVariantWidths } from '@shared/image-variants.ts';
import type { ImageStorage } from '../../lib/image-storage.ts';
import { renderWebpVariants, storeWebpVariants } from '../../lib/webp-variants.ts';

const W = 640;
const H = 960;

// [background from, background to, accent, text]: dark grounds so light text always reads.
const palettes: ReadonlyArray<readonly [string, string, string, string]> = [
  ['#1f3b4d', '#0f1f2a', '#e8b04b', '#fdf6e3'],
  ['#5b1a2e', '#2c0b16', '#f2c14e', '#fff4e6'],
  ['#1e4d3a', '#0c2419', '#d9c27a', '#f4f1e6'],
  ['#3a2d5c', '#1a1330', '#f08a5d', '#f7f3ff'],
  ['#7a3b12', '#3d1b06', '#f6d186', '#fff8ec'],
  ['#123c69', '#081c33', '#ee6c4d', '#f3f6fa'],
  ['#4a4e69', '#22223b', '#f2e9e4', '#f2e9e4'],
  ['#0b525b', '#06292e', '#f4a259', '#edf6f9'],
  ['#8c2f39', '#461820', '#fcb9b2', '#fff1f0'],
  ['#2f3e46', '#161e22', '#cad2c5', '#f1f5ee'],
];

// Fontconfig picks the first family installed; the generic names are the last resort.
const serif = 'DejaVu Serif, Liberation Serif, Noto Serif, serif';
const sans = 'DejaVu Sans, Liberation Sans, Noto Sans, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function coverKey(title: string, author: string): { key: string; hash: string } {
  const hash = createHash('sha256').update(`${title}\n${author}`).digest('hex');
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return { key: `${slug || 'book'}-${hash.slice(0, 6)}`, hash };
}

/** Greedy word wrap; `null` when some word cannot fit or more than `maxLines` are needed. */
function wrap(text: string, maxChars: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (word.length > maxChars) return null;
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.length <= maxLines ? lines : null;
}

/** The largest title size whose wrapped lines fit; DejaVu Serif Bold averages ~0.64em a glyph. */
function layoutTitle(title: string): { size: number; lines: string[] } {
  for (const size of [72, 64, 56, 50, 44, 38, 34]) {
    const lines = wrap(title, Math.floor(500 / (size * 0.64)), 4);
    if (lines) return { size, lines };
  }
  // Very long titles: break over-long words, keep four lines and mark the cut.
  const size = 30;
  const maxChars = Math.floor(500 / (size * 0.64));
  const broken = title.replace(new RegExp(`(\\S{${maxChars - 1}})`, 'g'), '$1 ');
  const all = wrap(broken, maxChars, Infinity) ?? [title];
  const lines = all.slice(0, 4);
  if (all.length > 4) lines[3] = `${lines[3]!.slice(0, maxChars - 1)}…`;
  return { size, lines };
}

function coverSvg(book: { title: string; author: string; category: string[] }, hash: string) {
  const seed = parseInt(hash.slice(0, 8), 16);
  const [from, to, accent, ink] = palettes[seed % palettes.length]!;
  const { size, lines } = layoutTitle(book.title);
  const lineHeight = Math.round(size * 1.18);
  const titleTop = 400 - ((lines.length - 1) * lineHeight) / 2;
  const authorSize = Math.max(18, Math.min(32, Math.floor(540 / (book.author.length * 0.55))));
  const label = (book.category[0] ?? 'Book').toUpperCase();
  // Three decoration motifs so neighbouring covers on a shelf do not all look alike.
  const motif = [
    `<circle cx="560" cy="120" r="180" fill="${accent}" opacity="0.16"/><circle cx="80" cy="880" r="120" fill="${accent}" opacity="0.12"/>`,
    `<path d="M0 700 L640 560 L640 960 L0 960 Z" fill="${accent}" opacity="0.14"/><path d="M0 760 L640 620" stroke="${accent}" stroke-width="3" opacity="0.5"/>`,
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${-40 + i * 120}" y="0" width="46" height="960" fill="${accent}" opacity="0.06"/>`,
    ).join(''),
  ][(seed >>> 8) % 3];
  const titleText = lines
    .map(
      (l, i) =>
        `<tspan x="320" y="${Math.round(titleTop + i * lineHeight)}">${escapeXml(l)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${motif}
<rect x="28" y="28" width="584" height="904" fill="none" stroke="${accent}" stroke-width="2" opacity="0.7"/>
<text x="320" y="112" text-anchor="middle" font-family="${sans}" font-size="22" letter-spacing="4" fill="${accent}">${escapeXml(label)}</text>
<line x1="270" y1="140" x2="370" y2="140" stroke="${accent}" stroke-width="3"/>
<text text-anchor="middle" font-family="${serif}" font-weight="bold" font-size="${size}" fill="${ink}">${titleText}</text>
<line x1="250" y1="760" x2="390" y2="760" stroke="${accent}" stroke-width="2" opacity="0.8"/>
<text x="320" y="830" text-anchor="middle" font-family="${serif}" font-style="italic" font-size="${authorSize}" fill="${ink}">${escapeXml(book.author)}</text>
</svg>`;
}

/**
 * Renders a generated cover as WebP at every stored width under `covers/` and returns the public
 * URL of the default-width file. Existing covers are reused so restarts stay fast.
 */
export async function generateCover(
  book: { title: string; author: string; category: string[] },
  storage: ImageStorage,
): Promise<string> {
  const { key, hash } = coverKey(book.title, book.author);
  const name = (width: number) => imageVariantName('covers', key, width);
  const url = storage.url(name(defaultImageWidth));
  const stored = await Promise.all(imageVariantWidths.map((w) => storage.exists(name(w))));
  if (stored.every(Boolean)) return url;

  // Rasterise the SVG once at full size; the smaller widths are downscales of those pixels.
  const { data, info } = await sharp(Buffer.from(coverSvg(book, hash)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants = await renderWebpVariants(sharp(data, { raw }), { aspect: H / W });
  await storeWebpVariants(storage, variants, name);
  return url;
}
