export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';

const ascii = (buf: Buffer, start: number, end: number) => buf.toString('latin1', start, end);

/** AVIF is an ISO-BMFF file whose `ftyp` box names `avif` (still) or `avis` (sequence). */
function isAvif(buf: Buffer): boolean {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(buf.readUInt32BE(0), buf.length);
  // Major brand at 8, minor version at 12, then the compatible brands, four bytes each.
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
    const brand = ascii(buf, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * The picture type a file's first bytes ("magic numbers") say it is, or null. The declared
 * content type and the file name are the sender's word and are never asked.
 */
export function detectImageType(buf: Buffer): ImageMimeType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) {
    return 'image/jpeg';
  }
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'image/png';
  }
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (buf.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(buf, 0, 6))) return 'image/gif';
  if (isAvif(buf)) return 'image/avif';
  return null;
}
