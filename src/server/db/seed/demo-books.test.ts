import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage } from '../../lib/image-storage.ts';
import { generateCover } from './covers.ts';
import { demoBooks, demoCategories, demoCollections, demoSiteConfig } from './demo-books.ts';

function isValidIsbn13(isbn: string): boolean {
  if (!/^97[89]\d{10}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

const lowStock = (b: (typeof demoBooks)[number]) =>
  b.stockQuantity > 0 && b.stockQuantity <= (b.lowStockThreshold ?? 5);

describe('demo catalogue', () => {
  it('has enough books, each with a title, author and description', () => {
    expect(demoBooks.length).toBeGreaterThanOrEqual(60);
    for (const b of demoBooks) {
      expect(b.title.trim()).not.toBe('');
      expect(b.author.trim()).not.toBe('');
      expect(b.description.trim()).not.toBe('');
    }
  });

  it('gives every ISBN-13 a valid check digit and no ISBN twice', () => {
    expect(isValidIsbn13('9780143039655')).toBe(true);
    expect(isValidIsbn13('9780143039656')).toBe(false);
    const isbns = demoBooks.flatMap((b) => (b.isbn13 === null ? [] : [b.isbn13]));
    for (const isbn of isbns) expect(isValidIsbn13(isbn), isbn).toBe(true);
    expect(new Set(isbns).size).toBe(isbns.length);
  });

  it('files books only under known categories, each with at least three books', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(8);
    for (const b of demoBooks) {
      expect(b.category.length, b.title).toBeGreaterThan(0);
      for (const c of b.category) expect(demoCategories, b.title).toContain(c);
    }
    for (const c of demoCategories) {
      expect(demoBooks.filter((b) => b.category.includes(c)).length, c).toBeGreaterThanOrEqual(3);
    }
    expect(demoSiteConfig.categories).toEqual([...demoCategories]);
  });

  it('fills at least four collections with eight or more books each', () => {
    expect(demoCollections.slice(0, 4)).toEqual([
      'Bestsellers',
      'New Arrivals',
      'Staff Picks',
      'Under ₹299',
    ]);
    for (const c of demoCollections) {
      expect(demoBooks.filter((b) => b.collection.includes(c)).length, c).toBeGreaterThanOrEqual(8);
    }
    for (const b of demoBooks) {
      for (const c of b.collection) expect(demoCollections, b.title).toContain(c);
    }
  });

  it('prices every book above zero and never above its MRP', () => {
    for (const b of demoBooks) {
      expect(b.sellingPriceRupees, b.title).toBeGreaterThan(0);
      expect(b.mrpRupees, b.title).toBeGreaterThanOrEqual(b.sellingPriceRupees);
    }
  });

  it('puts exactly the books selling below ₹299 in the Under ₹299 collection', () => {
    for (const b of demoBooks) {
      expect(b.collection.includes('Under ₹299'), b.title).toBe(b.sellingPriceRupees < 299);
    }
  });

  it('has some books out of stock and some running low', () => {
    expect(demoBooks.filter((b) => b.stockQuantity === 0).length).toBeGreaterThanOrEqual(3);
    expect(demoBooks.filter(lowStock).length).toBeGreaterThanOrEqual(3);
    for (const b of demoBooks)
      expect(Number.isInteger(b.stockQuantity) && b.stockQuantity >= 0).toBe(true);
  });
});

describe('generateCover', () => {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pustak-cover-'));
  afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

  it('writes WebP covers at 160, 320 and 640 px and returns the 320 px URL', async () => {
    const book = { title: 'The Guide', author: 'R. K. Narayan', category: ['Fiction'] };
    const url = await generateCover(book, createLocalImageStorage(uploadsDir));
    expect(url).toMatch(/^\/uploads\/covers\/the-guide-[0-9a-f]{6}-320\.webp$/);

    for (const width of [160, 320, 640]) {
      const file = path.join(
        uploadsDir,
        url.replace(/^\/uploads\//, '').replace('-320.', `-${width}.`),
      );
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width * 1.5);
    }

    // A second call for the same book reuses the files instead of rendering again.
    const file = path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
    const before = fs.statSync(file).mtimeMs;
    expect(await generateCover(book, createLocalImageStorage(uploadsDir))).toBe(url);
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });
});
