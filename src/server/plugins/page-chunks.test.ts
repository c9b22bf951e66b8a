import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontPages } from '@shared/pages.ts';
import { storefrontPaths } from '@shared/routes.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createPagePreloads, startAppAfterFirstPaint, type ViteManifest } from './page-chunks.ts';

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));

// A build in miniature: the entry brings the runtime, the book page its own chunk and a shared one.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_runtime-1.js'] },
  'pages/book-detail.page.tsx': {
    file: 'assets/book-detail.page-1.js',
    imports: ['index.html', '_cards-1.js'],
    css: ['assets/book-detail-1.css'],
  },
  'pages/home.page.tsx': { file: 'assets/home.page-1.js', imports: ['index.html', '_cards-1.js'] },
};

describe('the page chunks a storefront route preloads', () => {
  it('names a page module that exists for every route', () => {
    for (const route of storefrontPaths) {
      expect(existsSync(path.join(webDir, storefrontPages[route].view)), route).toBe(true);
    }
  });

  it("lists the page's chunk and what it imports, less what the entry brings", () => {
    const preloads = createPagePreloads(manifest);
    const tags = preloads('/books/42');
    expect(tags).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/book-detail.page-1.js">',
    );
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-1.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/book-detail-1.css">');
    expect(tags).not.toContain('runtime-1.js');
    expect(tags).not.toContain('index-1.js');
    expect(preloads('/')).toContain('home.page-1.js');
    // A page missing from the build, an unknown path, an admin page: nothing to announce.
    expect(preloads('/cart')).toBe('');
    expect(preloads('/no-such-page')).toBe('');
    expect(preloads('/admin/books')).toBe('');
  });
});

describe('the HTML the server sends for a page', () => {
  let t: TestApp;
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pustak-client-'));

  beforeAll(async () => {
    mkdirSync(path.join(clientDir, '.vite'));
    writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Pustak</title><meta name="description" content="" />' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    t = await createTestApp({}, { clientDir });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("preloads the page's chunks after the entry script, and none for a missing page", async () => {
    const book = (await t.app.inject({ method: 'GET', url: '/books/42' })).body;
    const entry = book.indexOf('/assets/index-1.js');
    const page = book.indexOf(
      'rel="modulepreload" crossorigin href="/assets/book-detail.page-1.js"',
    );
    expect(entry).toBeGreaterThan(0);
    expect(page).toBeGreaterThan(entry);
    expect(page).toBeLessThan(book.indexOf('</head>'));

    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('modulepreload');
  });
});

describe('a server-drawn page starts the app after its first paint', () => {
  const html =
    '<html><head><script src="/theme-init.js"></script>\n' +
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/web-1.css">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/book-detail.page-1.js">\n' +
    '</head><body><div id="root"><h1>Godaan</h1></div></body></html>';

  it('hands the entry and its preloads to /boot.js, keeping the stylesheet', () => {
    const out = startAppAfterFirstPaint(html);
    expect(out).not.toContain('type="module"');
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/web-1.css">');
    expect(out).toContain(
      '<script src="/boot.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/runtime-1.js /assets/book-detail.page-1.js" defer></script>',
    );
    expect(out.indexOf('/boot.js')).toBeLessThan(out.indexOf('</head>'));
  });

  it('leaves a page without an entry script (no build) as it is', () => {
    const bare = '<html><head></head><body><div id="root"></div></body></html>';
    expect(startAppAfterFirstPaint(bare)).toBe(bare);
  });
});
