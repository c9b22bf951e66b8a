import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminImage } from '@shared/schemas/admin-images.ts';
import { images } from '../../../db/schema/catalog.ts';
import {
  auditRowsFor,
  bookInput,
  configureCategories,
  createAdminTestContext,
  setUpAdminSuite,
} from '../admin.test-helpers.ts';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pustak-images-'));
const ctx = setUpAdminSuite(() => createAdminTestContext({}, { uploadsDir }));
const { call } = ctx;

afterAll(() => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

interface Upload {
  name: string;
  data: Buffer;
  /** What the sender claims; the server never believes it. */
  type?: string;
}

/** Posts the files as multipart; `cookie` null sends the request signed out. */
function upload(files: Upload[], cookie: string | null = ctx.owner) {
  const form = new FormData();
  for (const f of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }),
      f.name,
    );
  }
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    payload: form,
    headers: cookie ? { cookie } : {},
  });
}

/** A real picture made here, with EXIF that must not survive the upload. */
function picture(width: number, height: number, colour = '#1f3b4d') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Artist: 'Someone' } })
    .png()
    .toBuffer();
}

const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
const imageCount = async () => (await ctx.t.database.db.select().from(images)).length;

describe('uploading images', () => {
  let uploaded: AdminImage;

  it('stores a PNG as WebP at every width, without its metadata, and serves it', async () => {
    const png = await picture(800, 1200);
    const res = await upload([{ name: 'The Guide cover.png', data: png }]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().items as AdminImage[];
    uploaded = image!;
    expect(image).toMatchObject({
      originalName: 'The Guide cover.png',
      mimeType: 'image/png',
      width: 800,
      height: 1200,
      sizeBytes: png.length,
      usedBy: 0,
    });
    expect(image!.url).toMatch(/^\/uploads\/images\/the-guide-cover-[0-9a-f]{12}-320\.webp$/);
    expect(image!.variants.map((v) => v.width)).toEqual([160, 320, 640]);

    for (const v of image!.variants) {
      const meta = await sharp(fileOf(v.url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.width * 1.5 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    const served = await ctx.t.app.inject({ method: 'GET', url: image!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // The original is not kept: only the three variants are on disk.
    expect(fs.readdirSync(path.join(uploadsDir, 'images'))).toHaveLength(3);

    const audit = await auditRowsFor(ctx.t, 'image', image!.id);
    expect(audit).toMatchObject([{ action: 'image.upload', before: null }]);
  });

  it('answers the same file uploaded again with the image already stored', async () => {
    const res = await upload([{ name: 'The Guide cover.png', data: await picture(800, 1200) }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().items[0].id).toBe(uploaded.id);
    expect(await imageCount()).toBe(1);
  });

  it('takes several files at once, judging each by its content, not its name', async () => {
    const jpeg = await sharp(await picture(300, 200, '#5b1a2e'))
      .jpeg()
      .toBuffer();
    const gif = await sharp(await picture(120, 90, '#1e4d3a'))
      .gif()
      .toBuffer();
    const res = await upload([
      { name: 'Monsoon Wedding.jpg', data: jpeg, type: 'application/octet-stream' },
      { name: 'river.png', data: gif },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().items.map((i: AdminImage) => [i.originalName, i.mimeType])).toEqual([
      ['Monsoon Wedding.jpg', 'image/jpeg'],
      ['river.png', 'image/gif'],
    ]);
  });

  it('refuses a text file renamed to .png, naming it, and stores nothing of the batch', async () => {
    const before = await imageCount();
    const res = await upload([
      { name: 'fine.png', data: await picture(50, 50, '#7a3b12') },
      { name: 'notes.png', data: Buffer.from('not a picture at all\n'.repeat(20)) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('"notes.png" is not a picture'),
    });
    expect(await imageCount()).toBe(before);
  });

  it('refuses a file with image magic bytes that does not decode', async () => {
    const png = await picture(50, 50);
    const res = await upload([{ name: 'broken.png', data: png.subarray(0, 40) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('"broken.png" could not be read');
  });

  it('refuses a file over 5 MB with a message naming it', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    Buffer.from('89504e470d0a1a0a', 'hex').copy(big);
    const res = await upload([{ name: 'poster.png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: '"poster.png" is larger than 5 MB. Choose a smaller image.',
    });
  });

  it('refuses an upload with no file, or one that is not multipart', async () => {
    const empty = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: new FormData(),
      headers: { cookie: ctx.owner },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose at least one image to upload.');
    const json = await call('POST', '/api/admin/images', ctx.owner, { url: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('is for admins only', async () => {
    const png = await picture(20, 20);
    expect((await upload([{ name: 'a.png', data: png }], null)).statusCode).toBe(401);
    expect((await upload([{ name: 'a.png', data: png }], ctx.shopper)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/images', ctx.shopper)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/images/${uploaded.id}`, ctx.shopper)).statusCode).toBe(
      403,
    );
  });
});

describe('the image library', () => {
  it('lists newest first, searches by the uploaded name and pages', async () => {
    const all = await call('GET', '/api/admin/images', ctx.owner);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.json().items.map((i: AdminImage) => i.originalName)).toEqual([
      'river.png',
      'Monsoon Wedding.jpg',
      'The Guide cover.png',
    ]);

    const found = await call('GET', '/api/admin/images?search=MONSOON', ctx.owner);
    expect(found.json().items.map((i: AdminImage) => i.originalName)).toEqual([
      'Monsoon Wedding.jpg',
    ]);
    // What a person types is literal text, not a LIKE pattern.
    const literal = await call('GET', '/api/admin/images?search=%25', ctx.owner);
    expect(literal.json().total).toBe(0);

    const paged = await call('GET', '/api/admin/images?page=2&pageSize=2', ctx.owner);
    expect(paged.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.json().items).toHaveLength(1);

    const bad = await call('GET', '/api/admin/images?page=0', ctx.owner);
    expect(bad.statusCode).toBe(400);
  });

  it('deletes an unused image with its files, and records who did', async () => {
    const list = await call('GET', '/api/admin/images?search=river', ctx.owner);
    const river = list.json().items[0] as AdminImage;
    const res = await call('DELETE', `/api/admin/images/${river.id}`, ctx.owner);
    expect(res.statusCode).toBe(204);
    for (const v of river.variants) expect(fs.existsSync(fileOf(v.url))).toBe(false);
    expect(
      await ctx.t.database.db.select().from(images).where(eq(images.id, river.id)),
    ).toHaveLength(0);
    expect(await auditRowsFor(ctx.t, 'image', river.id)).toMatchObject([
      { action: 'image.upload' },
      { action: 'image.delete', after: null, before: { originalName: 'river.png' } },
    ]);

    const again = await call('DELETE', `/api/admin/images/${river.id}`, ctx.owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No such image.');
    expect((await call('DELETE', '/api/admin/images/abc', ctx.owner)).statusCode).toBe(400);
  });

  it('refuses to delete an image a book uses, saying how many do', async () => {
    await configureCategories(ctx, ['Fiction']);
    const list = await call('GET', '/api/admin/images?search=guide', ctx.owner);
    const guide = list.json().items[0] as AdminImage;
    // Any variant's URL counts as a use, not only the default width.
    const book = await call(
      'POST',
      '/api/admin/books',
      ctx.owner,
      bookInput({ imageUrl: guide.url }),
    );
    expect(book.statusCode).toBe(201);
    const other = await call(
      'POST',
      '/api/admin/books',
      ctx.owner,
      bookInput({ imageUrl: guide.variants[2]!.url, isbn: '', title: 'Another' }),
    );
    expect(other.statusCode).toBe(201);

    const listed = await call('GET', '/api/admin/images?search=guide', ctx.owner);
    expect(listed.json().items[0].usedBy).toBe(2);
    const res = await call('DELETE', `/api/admin/images/${guide.id}`, ctx.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'IMAGE_IN_USE',
      message: 'This image is used by 2 books. Choose another image for them first.',
    });
    expect(fs.existsSync(fileOf(guide.url))).toBe(true);
  });
});
