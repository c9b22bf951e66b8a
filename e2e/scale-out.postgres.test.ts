import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCeiling } from '../src/server/modules/auth/auth.test-helpers.ts';
import { ensureNginx, startCluster, type Cluster } from './scale-out-cluster.ts';

/**
 * Two app instances on one PostgreSQL database behind nginx (docs/deploy.md). Several instances
 * need a shared PostgreSQL server (the embedded database is one process's), so this runs when
 * TEST_DATABASE_URL is set — CI's second pass.
 */
// A PostgreSQL-only suite: `npm test` collects it in the PostgreSQL pass (TEST_DATABASE_URL).
const serverUrl = process.env.TEST_DATABASE_URL;
const nginx = ensureNginx();
if (!serverUrl) throw new Error('e2e/scale-out.postgres.test.ts needs TEST_DATABASE_URL');
if (!nginx) throw new Error('nginx is missing: run `sudo apt-get install -y nginx-light`');

let cluster: Cluster;
let nextIp = 1;
/** A client address of its own (nginx appends it to X-Forwarded-For; nginx is a trusted proxy). */
const freshIp = () => `10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

interface Answer {
  status: number;
  upstream: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  cookie?: string;
}

async function call(
  method: string,
  path: string,
  opts: { cookie?: string; ip?: string; body?: object; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${cluster.url}${path}`, {
    method,
    headers: {
      origin: cluster.url,
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      ...opts.headers,
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  return {
    status: res.status,
    upstream: res.headers.get('x-upstream') ?? '',
    body: text.startsWith('{') ? JSON.parse(text) : text,
    cookie: session?.split(';')[0],
  };
}

/** Signs a shopper up through nginx and confirms the mailed code; returns the session cookie. */
async function shopper(email: string): Promise<string> {
  const ip = freshIp();
  const up = await call('POST', '/api/auth/sign-up/email', {
    ip,
    body: { name: 'Asha Rao', email, password: 'correct-horse-1' },
  });
  if (up.status !== 200) throw new Error(`sign-up ${up.status}: ${JSON.stringify(up.body)}`);
  const otp = await cluster.mail.codeFor(email);
  const verified = await call('POST', '/api/auth/email-otp/verify-email', {
    ip,
    body: { email, otp },
  });
  if (!verified.cookie) throw new Error(`verify ${verified.status}: ${JSON.stringify(verified)}`);
  return verified.cookie;
}

async function inBatches<T>(n: number, size: number, make: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, j) => make(i + j)))),
    );
  }
  return out;
}

describe('two instances behind nginx on one PostgreSQL', () => {
  let sql: pg.Client;

  beforeAll(async () => {
    cluster = await startCluster({ nginx, postgresServerUrl: serverUrl });
    sql = new pg.Client({ connectionString: cluster.databaseUrl });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
  });

  it('spreads requests over both instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) seen.add((await call('GET', '/healthz')).upstream);
    expect([...seen].sort()).toEqual([...cluster.upstreams].sort());
  });

  it('keeps a session made on one instance valid on the other', async () => {
    const cookie = await shopper('asha@example.com');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('GET', '/api/auth/get-session', { cookie })),
    );
    expect(answers.map((a) => a.body?.user?.email)).toEqual(Array(6).fill('asha@example.com'));
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    // Signing out on whichever instance answers ends the session on both.
    await call('POST', '/api/auth/sign-out', { cookie, body: {} });
    for (let i = 0; i < 2; i++) {
      const after = await call('GET', '/api/auth/get-session', { cookie });
      expect(after.body?.user ?? null).toBeNull();
    }
  });

  it('counts sign-in attempts from one address across both instances', async () => {
    const ip = freshIp();
    const attempts: Answer[] = [];
    for (let i = 0; i < 6; i++) {
      attempts.push(
        await call('POST', '/api/auth/sign-in/email', {
          ip,
          body: { email: `guess${i}@example.com`, password: 'wrong-password' },
        }),
      );
    }
    expect(new Set(attempts.slice(0, 5).map((a) => a.upstream)).size).toBe(2);
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts failed sign-ins to one account across both instances', async () => {
    // Guesses from many addresses add up on the account's shared counter (sign-in-lockout.ts):
    // past its ceiling a new client waits, while the owner's browser (its device cookie) does not.
    const email = 'target@example.com';
    await shopper(email);
    const before = await fetch(`${cluster.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        origin: cluster.url,
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
      },
      body: JSON.stringify({ email, password: 'correct-horse-1' }),
    });
    expect(before.status).toBe(200);
    const device = before.headers
      .getSetCookie()
      .find((c) => c.startsWith('pustak.device='))
      ?.split(';')[0];
    expect(device).toBeTruthy();
    const upstreams = new Set<string>();
    for (let round = 0; round < accountCeiling / 10; round++) {
      const wrong = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call('POST', '/api/auth/sign-in/email', {
            ip: freshIp(),
            body: { email, password: `wrong-${round}-${i}` },
          }),
        ),
      );
      expect(wrong.map((w) => w.status)).toEqual(Array(10).fill(401));
      for (const w of wrong) upstreams.add(w.upstream);
    }
    expect(upstreams.size).toBe(2);
    const stranger = await call('POST', '/api/auth/sign-in/email', {
      ip: freshIp(),
      body: { email, password: 'correct-horse-1' },
    });
    expect(stranger.status).toBe(429);
    const owner = await call('POST', '/api/auth/sign-in/email', {
      ip: freshIp(),
      cookie: device,
      body: { email, password: 'correct-horse-1' },
    });
    expect(owner.status).toBe(200);
  });

  it('counts a route limit (the contact form) across both instances', async () => {
    const ip = freshIp();
    const sent: Answer[] = [];
    for (let i = 0; i < 11; i++) {
      sent.push(
        await call('POST', '/api/contact', {
          ip,
          body: {
            name: 'Asha Rao',
            email: 'asha@example.com',
            subject: 'Delivery',
            message: `Question ${i} about my delivery`,
          },
        }),
      );
    }
    expect(new Set(sent.slice(0, 10).map((a) => a.upstream)).size).toBe(2);
    expect(sent.map((a) => a.status)).toEqual([...Array(10).fill(201), 429]);
  });

  it('shows what an admin changed through one instance at once on the other', async () => {
    const [one, two] = cluster.instances.map((i) => i.url) as [string, string];
    const admin = await shopper('ledger-admin@example.com');
    await sql.query(`UPDATE users SET role = 'admin' WHERE email = 'ledger-admin@example.com'`);
    const asAdmin = (
      base: string,
      method: string,
      path: string,
      body?: object,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${base}${path}`, {
        method,
        headers: { origin: base, cookie: admin, 'content-type': 'application/json', ...headers },
        body: body && JSON.stringify(body),
      });
    const categoriesOn = async (base: string) =>
      ((await (await fetch(`${base}/config`)).json()) as { books: { categories: string[] } }).books
        .categories;
    const priceOn = async (base: string, id: number) => {
      const res = await fetch(`${base}/api/books?search=quiet%20ledger`);
      const list = (await res.json()) as { items: { id: number; sellingPrice: number }[] };
      return list.items.find((b) => b.id === id)?.sellingPrice;
    };

    // The site config: cached by each instance for 5 s, dropped at once when told.
    const before = await categoriesOn(two);
    const current = await asAdmin(one, 'GET', '/api/admin/site-config');
    const saved = await asAdmin(
      one,
      'PUT',
      '/api/admin/site-config',
      {
        categories: [...before, 'Ledgers'],
        content: { aboveHeader: '', belowHeader: '', popup: '' },
      },
      { 'if-match': current.headers.get('etag')! },
    );
    expect(saved.status, await saved.text()).toBe(200);
    await expect
      .poll(() => categoriesOn(two), { timeout: 3000, interval: 50 })
      .toContain('Ledgers');

    // A price: listings are cached by each instance for 30 s.
    const {
      rows: [book],
    } = await sql.query<{ id: number }>(
      `INSERT INTO books (title, author, mrp, selling_price, category, stock_quantity)
       VALUES ('The Quiet Ledger', 'Meera Iyer', 59900, 49900, '{Ledgers}', 5) RETURNING id`,
    );
    expect([await priceOn(one, book!.id), await priceOn(two, book!.id)]).toEqual([499, 499]);
    const changed = await asAdmin(one, 'PUT', `/api/admin/books/${book!.id}`, {
      title: 'The Quiet Ledger',
      author: 'Meera Iyer',
      mrp: 599,
      sellingPrice: 399,
      category: ['Ledgers'],
      stockQuantity: 5,
    });
    expect(changed.status, await changed.text()).toBe(200);
    expect(await priceOn(one, book!.id)).toBe(399);
    await expect.poll(() => priceOn(two, book!.id), { timeout: 3000, interval: 50 }).toBe(399);

    // A new word in a title: searchable on the other instance within a second, misspelt too
    // (each instance's spelling vocabulary is dropped with its listings).
    const firstOn = async (base: string, search: string) => {
      const res = await fetch(`${base}/api/books?search=${encodeURIComponent(search)}&facets=0`);
      const list = (await res.json()) as {
        items: { id: number }[];
        showingResultsFor: string | null;
      };
      return `${list.items[0]?.id} for ${list.showingResultsFor}`;
    };
    expect(await firstOn(two, 'quiet ledgr')).toBe(`${book!.id} for quiet ledger`);
    const renamed = await asAdmin(one, 'PUT', `/api/admin/books/${book!.id}`, {
      title: 'The Quiet Almanack',
      author: 'Meera Iyer',
      mrp: 599,
      sellingPrice: 399,
      category: ['Ledgers'],
      stockQuantity: 5,
    });
    expect(renamed.status, await renamed.text()).toBe(200);
    await expect
      .poll(() => firstOn(two, 'quiet almanak'), { timeout: 1000, interval: 50 })
      .toBe(`${book!.id} for quiet almanack`);
  });

  it('sells exactly the 10 copies in stock to 50 shoppers ordering at once', async () => {
    const {
      rows: [book],
    } = await sql.query<{ id: number }>(
      `INSERT INTO books (title, author, mrp, selling_price, category, stock_quantity)
       VALUES ('The Last Ten', 'R. K. Narayan', 49900, 49900, '{Fiction}', 10) RETURNING id`,
    );
    const shoppers = await inBatches(50, 5, async (i) => {
      const cookie = await shopper(`buyer${i}@example.com`);
      const ip = freshIp();
      const address = await call('POST', '/api/addresses', {
        cookie,
        ip,
        body: {
          fullName: 'Asha Rao',
          mobile: '+91 98765 43210',
          line1: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
      });
      const added = await call('POST', '/api/cart', {
        cookie,
        ip,
        body: { bookId: book!.id, quantity: 1 },
      });
      expect([address.status, added.status]).toEqual([201, 201]);
      return { cookie, ip, addressId: address.body.id as number };
    });

    const placed = await Promise.all(
      shoppers.map((s) =>
        call('POST', '/api/orders', {
          cookie: s.cookie,
          ip: s.ip,
          headers: { 'idempotency-key': randomUUID() },
          body: {
            addressId: s.addressId,
            shippingMethod: 'standard',
            paymentMethod: 'cod',
            total: 499,
          },
        }),
      ),
    );
    const statuses = placed.map((p) => p.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201)).toEqual(Array(40).fill(409));
    expect(new Set(placed.filter((p) => p.status === 201).map((p) => p.upstream)).size).toBe(2);

    const stock = await sql.query('SELECT stock_quantity FROM books WHERE id = $1', [book!.id]);
    expect(stock.rows[0].stock_quantity).toBe(0);
    const sold = await sql.query(
      'SELECT count(*)::int AS n, sum(quantity)::int AS copies FROM order_items WHERE book_id = $1',
      [book!.id],
    );
    expect(sold.rows[0]).toEqual({ n: 10, copies: 10 });
  });
});
