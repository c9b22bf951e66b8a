import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0392b' } });

describe('detectImageType', () => {
  it('knows each accepted format by its bytes', async () => {
    expect(detectImageType(await pixel().jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectImageType(await pixel().png().toBuffer())).toBe('image/png');
    expect(detectImageType(await pixel().webp().toBuffer())).toBe('image/webp');
    expect(detectImageType(await pixel().gif().toBuffer())).toBe('image/gif');
    expect(detectImageType(await pixel().avif().toBuffer())).toBe('image/avif');
  });

  it('refuses anything else, whatever it is called', async () => {
    expect(detectImageType(Buffer.from('just some text, saved as cover.png'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(await pixel().tiff().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    // An MP4 is also an ISO-BMFF file, but its brands are not AVIF's.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom\0\0\0\0isomiso2'),
    ]);
    expect(detectImageType(mp4)).toBeNull();
  });
});
