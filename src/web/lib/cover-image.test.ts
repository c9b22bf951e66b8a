import { describe, expect, it } from 'vitest';
import { coverAtWidth, coverSrcSet } from './cover-image.ts';

describe('cover images', () => {
  it('lists the three stored widths', () => {
    expect(coverSrcSet('/uploads/covers/ab12-320.webp')).toBe(
      '/uploads/covers/ab12-160.webp 160w, /uploads/covers/ab12-320.webp 320w, /uploads/covers/ab12-640.webp 640w',
    );
    expect(coverAtWidth('/uploads/covers/ab12-640.webp', 320)).toBe(
      '/uploads/covers/ab12-320.webp',
    );
  });

  it('leaves other URLs alone', () => {
    expect(coverSrcSet('https://example.com/cover.jpg')).toBeUndefined();
    expect(coverSrcSet('')).toBeUndefined();
    expect(coverAtWidth('https://example.com/cover.jpg', 320)).toBe(
      'https://example.com/cover.jpg',
    );
  });
});
