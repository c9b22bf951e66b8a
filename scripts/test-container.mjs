// `npm run test:container`: builds the image, starts compose.yaml's stack (the shop, PostgreSQL
// and the mail catcher) and checks it from outside as a new self-hoster would: /healthz, the
// home page rendered on the server, a sign-up with its code through the mail catcher, an order;
// then down and up again with the data still there; then a backup taken with the stack running,
// restored into a fresh stack. Prints its figures. Fails, saying why in one line, where this
// host cannot build or run containers; it never passes without having run.
//
// Without a registry (this project's CI), the Node.js base, PostgreSQL and nginx images are made
// locally (container/local/) and cached in podman's storage; PUSTAK_BASE_IMAGE and
// PUSTAK_POSTGRES_IMAGE name others (the official node:20 and postgres images, say).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  CannotRunHere,
  buildIfMissing,
  composeStack,
  imageSizeMb,
  makeWorkDir,
  memoryMb,
  podmanEnvironment,
  run,
} from './container/podman.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const say = (line) => console.log(`test:container: ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`);
}

/** Polls until `probe` answers truthy or `ms` pass. */
async function waitFor(what, ms, probe) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await sleep(500);
  }
  throw new Error(
    `timed out after ${ms / 1000} s waiting for ${what}${last ? ` (${last.message})` : ''}`,
  );
}

/** The local images this host needs, made (or found in podman's cache) before the stack. */
async function localImages(env, log) {
  const t = performance.now();
  const base =
    process.env.PUSTAK_BASE_IMAGE ||
    (await run(path.join(root, 'container/local/make-base.sh'), [], { env, log }));
  let postgres = process.env.PUSTAK_POSTGRES_IMAGE;
  if (!postgres) {
    postgres = `localhost/pustak-postgres:${base.split(':').at(-1)}`;
    await buildIfMissing(postgres, path.join(root, 'container/local/postgres'), { env, log, base });
  }
  let nginx = process.env.PUSTAK_NGINX_IMAGE;
  if (!nginx) {
    nginx = `localhost/pustak-nginx:${base.split(':').at(-1)}`;
    await buildIfMissing(nginx, path.join(root, 'container/local/nginx'), { env, log, base });
  }
  return { base, postgres, nginx, seconds: seconds(t) };
}

/** A client of one running shop: JSON calls from one address, with the cookies it is given. */
function shopClient(baseUrl) {
  let cookie = '';
  async function call(method, url, body, headers = {}) {
    const res = await fetch(new URL(url, baseUrl), {
      method,
      headers: {
        origin: baseUrl,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (session) cookie = session.split(';')[0];
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json };
  }
  return { call, signOut: () => (cookie = '') };
}

/** The mail catcher's latest code for `to`. */
async function codeMailedTo(mailUrl, to) {
  return waitFor(`a code mailed to ${to}`, 30_000, async () => {
    const messages = await (await fetch(`${mailUrl}/api/messages`)).json();
    const mail = messages.find((m) => m.to.includes(to));
    return mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  });
}

async function signUpAndOrder(shop, mailUrl, email, password) {
  let res = await shop.call('POST', '/api/auth/sign-up/email', {
    name: 'Asha Rao',
    email,
    password,
  });
  check(res.status === 200, `sign-up answered ${res.status}: ${res.text.slice(0, 200)}`);
  const otp = await codeMailedTo(mailUrl, email);
  res = await shop.call('POST', '/api/auth/email-otp/verify-email', { email, otp });
  check(res.status === 200, `confirming the mailed code answered ${res.status}`);
  res = await shop.call('GET', '/api/books?page=1');
  const book =
    res.json?.items?.find((b) => b.stockQuantity > 0 && !b.preorder) ?? res.json?.items?.[0];
  check(book, 'the catalogue lists a book');
  res = await shop.call('POST', '/api/cart', { bookId: book.id, quantity: 1 });
  check(res.status < 300, `adding to the cart answered ${res.status}: ${res.text.slice(0, 200)}`);
  res = await shop.call('POST', '/api/addresses', {
    fullName: 'Asha Rao',
    mobile: '9876543210',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  check(res.status === 201, `saving an address answered ${res.status}: ${res.text.slice(0, 200)}`);
  const addressId = res.json.id;
  res = await shop.call(
    'POST',
    '/api/orders',
    { addressId, shippingMethod: 'standard', paymentMethod: 'cod' },
    { 'idempotency-key': randomUUID() },
  );
  check(res.status === 201, `placing the order answered ${res.status}: ${res.text.slice(0, 200)}`);
  return { orderNumber: res.json.orderNumber ?? res.json.order?.orderNumber, title: book.title };
}

async function signIn(shop, email, password) {
  const res = await shop.call('POST', '/api/auth/sign-in/email', { email, password });
  check(res.status === 200, `signing in answered ${res.status}: ${res.text.slice(0, 200)}`);
}

async function ordersOf(shop) {
  const res = await shop.call('GET', '/api/orders');
  check(res.status === 200, `listing orders answered ${res.status}`);
  const list = res.json.items ?? res.json.orders ?? res.json;
  return list.map((o) => o.orderNumber);
}

/** The resident memory of the container's Node.js process, in MB. */
async function nodeRssMb(env, container) {
  const kb = await run(
    'podman',
    [
      'exec',
      container,
      'sh',
      '-c',
      'for s in /proc/[0-9]*/status; do grep -q "^Name:\\s*node$" "$s" && sed -n "s/^VmRSS:\\s*\\([0-9]*\\).*/\\1/p" "$s"; done; true',
    ],
    { env },
  );
  return Math.round(Number(kb.split('\n')[0]) / 1024);
}

/** Memory of the shop idle and while 4 clients ask for listings, as the latency bench does. */
async function memoryUnderListings(env, container, baseUrl) {
  const idle = await memoryMb(container, env);
  const idleRss = await nodeRssMb(env, container);
  let peak = idle;
  let peakRss = idleRss;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await memoryMb(container, env).catch(() => peak));
      peakRss = Math.max(peakRss, await nodeRssMb(env, container).catch(() => peakRss));
      await sleep(500);
    }
  })();
  const result = await autocannon({
    url: baseUrl,
    connections: 4,
    duration: 10,
    requests: [
      { path: '/api/books?page=1' },
      { path: '/api/books?page=2&editions=work' },
      { path: '/api/books?sort=price-asc&page=1' },
    ],
  });
  sampling = false;
  await sampler;
  return {
    idle,
    peak,
    idleRss,
    peakRss,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
  };
}

async function main() {
  const work = makeWorkDir();
  const log = path.join(work, 'podman.log');
  let env;
  try {
    env = podmanEnvironment(work);
  } catch (err) {
    if (err instanceof CannotRunHere) {
      console.error(`test:container: cannot run here: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const figures = {};
  const stacks = [];
  try {
    say('making the local images (cached after the first run)…');
    const images = await localImages(env, log);
    figures.localImages = images.seconds;

    let t = performance.now();
    const shopImage = 'localhost/pustak:test';
    const mailImage = 'localhost/pustak-mail-catcher:test';
    await run('podman', ['rmi', '-f', shopImage], { env, log }).catch(() => {});
    await buildIfMissing(shopImage, root, { env, log, base: images.base });
    await buildIfMissing(mailImage, path.join(root, 'container/mail-catcher'), {
      env,
      log,
      base: images.base,
    });
    figures.build = seconds(t);
    figures.imageMb = await imageSizeMb(shopImage, env);
    const [inspected] = JSON.parse(await run('podman', ['image', 'inspect', shopImage], { env }));
    const config = inspected.Config;
    check(config.User === 'node', `the image runs as the node user, not root (${config.User})`);
    check(
      !(config.Env ?? []).some((e) => /SECRET|PASSWORD|TOKEN|DATABASE_URL/.test(e)),
      'the image carries no secret in its environment',
    );
    check(
      (inspected.Healthcheck ?? config.Healthcheck)?.Test?.length > 0,
      'the image has a HEALTHCHECK',
    );
    say(`image built in ${figures.build} s: ${shopImage}, ${figures.imageMb} MB`);

    const port = await freePort();
    const mailPort = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const mailUrl = `http://127.0.0.1:${mailPort}`;
    const scaleOutPort = await freePort();
    const stackEnv = {
      ...env,
      AUTH_SECRET: randomBytes(48).toString('base64'),
      POSTGRES_PASSWORD: randomBytes(18).toString('base64url'),
      PUBLIC_URL: baseUrl,
      SMTP_URL: 'smtp://mail:1025',
      PUSTAK_PORT: String(port),
      PUSTAK_MAIL_PORT: String(mailPort),
      PUSTAK_IMAGE: shopImage,
      PUSTAK_MAIL_IMAGE: mailImage,
      PUSTAK_BASE_IMAGE: images.base,
      PUSTAK_POSTGRES_IMAGE: images.postgres,
      PUSTAK_NGINX_IMAGE: images.nginx,
      PUSTAK_SCALE_OUT_PORT: String(scaleOutPort),
      SCALE_OUT_PUBLIC_URL: `http://127.0.0.1:${scaleOutPort}`,
    };
    const suffix = randomBytes(3).toString('hex');
    const stack = composeStack(`pustak-test-${suffix}`, { root, env: stackEnv, log });
    stacks.push(stack);

    t = performance.now();
    await stack.up('db', 'shop', 'mail');
    await waitFor('/healthz', 120_000, async () => (await fetch(`${baseUrl}/healthz`)).ok);
    figures.startToHealthy = seconds(t);
    say(`stack up and healthy in ${figures.startToHealthy} s at ${baseUrl}`);
    const health = await run('podman', ['healthcheck', 'run', stack.container('shop')], {
      env,
      log,
    })
      .then(() => 'healthy')
      .catch((err) => `unhealthy (${err.message.split('\n')[0]})`);
    check(health === 'healthy', `the image's HEALTHCHECK says ${health}`);

    const home = await (await fetch(`${baseUrl}/`)).text();
    check(
      home.includes('Books for every Indian reader') && home.includes('Shop by category'),
      'the home page is rendered on the server, with its categories',
    );
    const listing = await (await fetch(`${baseUrl}/books`)).text();
    const bookLinks = new Set(listing.match(/href="\/books\/\d+"/g) ?? []).size;
    check(
      bookLinks >= 5,
      `the book list is rendered on the server with its books (${bookLinks} links)`,
    );
    say(`home page and book list rendered on the server (${bookLinks} books linked)`);

    const shop = shopClient(baseUrl);
    const email = `reader-${suffix}@example.in`;
    const password = 'correct-horse-battery-1';
    const placed = await signUpAndOrder(shop, mailUrl, email, password);
    check(placed.orderNumber, 'the order has a number');
    say(`signed up with the mailed code and ordered “${placed.title}”: ${placed.orderNumber}`);

    figures.memory = await memoryUnderListings(env, stack.container('shop'), baseUrl);
    say(
      `shop container memory: ${figures.memory.idle} MB idle, ${figures.memory.peak} MB at most under listings; Node.js RSS ${figures.memory.idleRss} → ${figures.memory.peakRss} MB (${figures.memory.rps} req/s, p99 ${figures.memory.p99} ms, 4 in flight)`,
    );

    // SIGTERM reaches Node through the init: the shop closes at once, not at podman's timeout.
    t = performance.now();
    await run('podman', ['stop', '-t', '30', stack.container('shop')], { env, log });
    figures.stop = seconds(t);
    const exitCode = await run(
      'podman',
      ['inspect', '--format', '{{.State.ExitCode}}', stack.container('shop')],
      { env },
    );
    const shopLog = await run('podman', ['logs', '--tail', '20', stack.container('shop')], { env });
    check(
      exitCode === '0' && shopLog.includes('SIGTERM: closing'),
      `the shop stopped on SIGTERM (exit ${exitCode})`,
    );
    check(Number(figures.stop) < 15, `the shop stopped in ${figures.stop} s`);
    say(`SIGTERM: the shop closed and exited 0 in ${figures.stop} s`);

    t = performance.now();
    await stack.down();
    await stack.up('db', 'shop', 'mail');
    await waitFor(
      '/healthz after down and up',
      120_000,
      async () => (await fetch(`${baseUrl}/healthz`)).ok,
    );
    figures.restart = seconds(t);
    shop.signOut();
    await signIn(shop, email, password);
    check(
      (await ordersOf(shop)).includes(placed.orderNumber),
      'the order is still there after down and up',
    );
    say(
      `down and up again in ${figures.restart} s: the account and ${placed.orderNumber} are still there`,
    );

    t = performance.now();
    const backupFile = `/data/backup-${suffix}.pustak`;
    await stack.exec('shop', ['npm', 'run', '--silent', 'backup', '--', backupFile]);
    const hostCopy = path.join(work, 'shop.backup');
    await run('podman', ['cp', `${stack.container('shop')}:${backupFile}`, hostCopy], { env, log });
    check(existsSync(hostCopy), 'the backup file came out of the container');

    const fresh = composeStack(`pustak-restore-${suffix}`, { root, env: stackEnv, log });
    stacks.push(fresh);
    await stack.down();
    await fresh.up('db');
    // The restore as a one-off shop container on the fresh stack's network and volume, before
    // its shop starts; it waits for the database to accept connections. (podman-compose 1.0's
    // `run` drops `-v` and its command's exit code, so podman runs it: docs/deploy.md.)
    await run(
      'podman',
      [
        'run',
        '--rm',
        '--init',
        '--network',
        `${fresh.name}_default`,
        '-v',
        `${fresh.name}_shop-data:/data`,
        '-v',
        `${hostCopy}:/backup/shop.backup:ro`,
        '-e',
        `DATABASE_URL=postgres://pustak:${stackEnv.POSTGRES_PASSWORD}@db:5432/pustak`,
        '-e',
        `AUTH_SECRET=${stackEnv.AUTH_SECRET}`,
        shopImage,
        'npm',
        'run',
        '--silent',
        'restore',
        '--',
        '/backup/shop.backup',
      ],
      { env, log },
    );
    await fresh.up('db', 'shop', 'mail');
    await waitFor(
      '/healthz of the restored stack',
      120_000,
      async () => (await fetch(`${baseUrl}/healthz`)).ok,
    );
    figures.backupRestore = seconds(t);
    shop.signOut();
    await signIn(shop, email, password);
    check(
      (await ordersOf(shop)).includes(placed.orderNumber),
      'the restored stack has the account and its order',
    );
    say(
      `backup taken with the stack running, restored into a fresh stack in ${figures.backupRestore} s: ${placed.orderNumber} is there`,
    );

    t = performance.now();
    const proxyUrl = `http://127.0.0.1:${stackEnv.PUSTAK_SCALE_OUT_PORT}`;
    await fresh.up('shop-a', 'shop-b', 'proxy');
    await waitFor(
      '/healthz through the proxy',
      120_000,
      async () => (await fetch(`${proxyUrl}/healthz`)).ok,
    );
    const behindProxy = shopClient(proxyUrl);
    await signIn(behindProxy, email, password);
    // nginx sets aside an instance that refused while it was starting (10 s): ask until both
    // have served the one session.
    const servedBy = async (service) =>
      (await run('podman', ['logs', fresh.container(service)], { env })).includes(
        '"url":"/api/orders',
      );
    await waitFor('both instances to serve the signed-in shopper', 60_000, async () => {
      check(
        (await ordersOf(behindProxy)).includes(placed.orderNumber),
        'the order, through the proxy',
      );
      return (await servedBy('shop-a')) && (await servedBy('shop-b'));
    });
    figures.scaleOut = seconds(t);
    say(
      `scale-out profile: two instances behind nginx, one session served by both, in ${figures.scaleOut} s`,
    );

    say(
      `passed in ${seconds(started)} s (local images ${figures.localImages} s, build ${figures.build} s, start to healthy ${figures.startToHealthy} s, image ${figures.imageMb} MB)`,
    );
  } catch (err) {
    console.error(`test:container: FAILED: ${err.message}`);
    console.error(`test:container: podman's output is in ${log}`);
    process.exitCode = 1;
  } finally {
    for (const stack of stacks.reverse()) await stack.remove().catch(() => {});
    if (process.exitCode !== 1) rmSync(work, { recursive: true, force: true });
  }
}

await main();
