import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookInput,
  caller,
  configureCategories,
  createAdminTestContext,
  putOverCurrent,
  type AdminTestContext,
} from '../modules/admin/admin.test-helpers.ts';

/** Payloads that run script when a page puts them into HTML unescaped. */
const payloads = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=1">',
  '</title><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
];
const payload = payloads.join(' ');

let ctx: AdminTestContext;
let call: ReturnType<typeof caller>;
let bookId: number;

beforeAll(async () => {
  ctx = await createAdminTestContext();
  call = caller(ctx.t);
  await configureCategories(ctx, ['Fiction']);
  const book = await call(
    'POST',
    '/api/admin/books',
    ctx.owner,
    bookInput({ title: `Evil ${payloads[2]}`, description: payload, isbn: undefined }),
  );
  expect(book.statusCode).toBe(201);
  bookId = book.json().id;
});
afterAll(async () => {
  await ctx?.t.close();
});

describe('stored text stays text', () => {
  it('keeps a review comment verbatim, served as JSON and never as HTML', async () => {
    const posted = await call('POST', `/api/books/${bookId}/reviews`, ctx.shopper, {
      rating: 1,
      comment: payload,
    });
    expect(posted.statusCode).toBe(201);
    const list = await call('GET', `/api/books/${bookId}/reviews`);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.headers['x-content-type-options']).toBe('nosniff');
    expect(list.json().items[0].comment).toBe(payload);
  });

  it('refuses markup in a name, and keeps an address and a contact message verbatim', async () => {
    const name = await call('PATCH', '/api/auth/me', ctx.shopper, { fullName: payloads[0] });
    expect(name.statusCode).toBe(400);

    const line = `Flat 1 ${payloads[1]}`.slice(0, 100);
    const address = await call('POST', '/api/addresses', ctx.shopper, {
      fullName: 'Asha Rao',
      mobile: '9876543210',
      line1: line,
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    });
    if (address.statusCode === 201) {
      const [saved] = (await call('GET', '/api/addresses', ctx.shopper)).json();
      expect(saved.line1).toBe(line);
    } else {
      expect(address.statusCode).toBe(400);
    }

    const contact = await call('POST', '/api/contact', undefined, {
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: payloads[0],
      message: payload,
    });
    expect(contact.statusCode).toBeLessThan(300);
    const inbox = (await call('GET', '/api/admin/contact-messages', ctx.owner)).json();
    expect(inbox.items[0]).toMatchObject({ subject: payloads[0], message: payload });
  });
});

describe('staff HTML is sanitised on save', () => {
  it('strips scripts, event handlers and javascript: links, keeping the harmless markup', async () => {
    const html =
      '<p><b>Diwali sale</b> <a href="https://example.com/x">more</a></p>' +
      payloads.join('') +
      '<a href="javascript:window.__xss=1">click</a><iframe src="https://evil.example"></iframe>' +
      '<img src="data:image/svg+xml,<svg onload=alert(1)>" onerror="x()"><div style="background:url(javascript:x)">s</div>';
    const saved = await putOverCurrent(ctx, '/api/admin/site-config', {
      categories: ['Fiction'],
      content: { aboveHeader: html, belowHeader: html, popup: html },
    });
    expect(saved.statusCode).toBe(200);
    const served = (await call('GET', '/config')).json().site.content;
    for (const block of [served.aboveHeader, served.belowHeader, served.popup]) {
      expect(block).toContain('<b>Diwali sale</b>');
      expect(block).toContain('rel="noopener noreferrer"');
      const tags = block.match(/<[a-z][^>]*>/gi) ?? [];
      expect(tags.length).toBeGreaterThan(3);
      for (const tag of tags) {
        expect(tag).not.toMatch(/^<(script|iframe|svg|object|embed|style)/i);
        // Attribute names only (quoted values blanked): no event handler anywhere.
        expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son\w+\s*=/i);
        for (const [, value] of tag.matchAll(/\s(?:href|src|style)="([^"]*)"/gi)) {
          expect(value).not.toMatch(/^\s*javascript:|url\(/i);
        }
      }
    }
  });
});

describe('the server-rendered head', () => {
  it('escapes a malicious book title and description in title, meta, Open Graph and JSON-LD', async () => {
    const page = await ctx.t.app.inject({ method: 'GET', url: `/books/${bookId}` });
    expect(page.statusCode).toBe(200);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('Evil &lt;/title&gt;&lt;svg onload=window.__xss=1&gt;');
    expect(head).not.toMatch(/<svg|<img|<script>window|"><img/i);
    // Only the page's own script elements close: none is opened or closed by the book's text.
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(jsonLd).toBeDefined();
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd!).name).toBe(`Evil ${payloads[2]}`);
  });
});
