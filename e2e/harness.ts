import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  createThrowawayPostgresDatabase,
  prefillDemoCovers,
  seedPgliteDataDir,
} from '../src/server/db/test-database.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningShop {
  url: string;
  dataDir: string;
  output: () => string;
  /** The server process (to signal it directly). */
  child: ChildProcess;
  /** The SMTP catcher the shop mails to (none when the caller gave SMTP_URL itself). */
  readonly mail: MailCatcher;
  stop(): Promise<void>;
}

/** One catcher for the shops of this process: made for the first, closed after the last stops. */
let shared: { catcher: Promise<MailCatcher>; users: number } | undefined;

function borrowSharedCatcher(): { catcher: Promise<MailCatcher>; release(): Promise<void> } {
  shared ??= { catcher: startMailCatcher(), users: 0 };
  const entry = shared;
  entry.users += 1;
  let released = false;
  return {
    catcher: entry.catcher,
    async release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      if (shared === entry) shared = undefined;
      await (await entry.catcher).close();
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the real server (`npm start`'s entry) on a free port with a fresh DATA_DIR, and —
 * when TEST_DATABASE_URL is set — a throwaway PostgreSQL database. It mails through SMTP to
 * `opts.mail`, else to a catcher shared by this process's shops, unless `env` names SMTP_URL (an
 * empty one: no mail server).
 */
export async function startShop(
  env: Record<string, string> = {},
  opts: {
    embedded?: boolean;
    dataDir?: string;
    keepData?: boolean;
    port?: number;
    mail?: MailCatcher;
  } = {},
): Promise<RunningShop> {
  const borrowed = 'SMTP_URL' in env || opts.mail ? undefined : borrowSharedCatcher();
  try {
    return await spawnShop(env, opts, opts.mail ?? (await borrowed?.catcher), borrowed?.release);
  } catch (err) {
    await borrowed?.release();
    throw err;
  }
}

async function spawnShop(
  env: Record<string, string>,
  opts: { embedded?: boolean; dataDir?: string; keepData?: boolean; port?: number },
  mail: MailCatcher | undefined,
  releaseMail: (() => Promise<void>) | undefined,
): Promise<RunningShop> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'pustak-e2e-'));
  const pgServer = opts.embedded ? undefined : process.env.TEST_DATABASE_URL;
  const throwaway = pgServer
    ? await createThrowawayPostgresDatabase(pgServer, { migrated: true })
    : null;
  // A fresh embedded database starts from a migrated copy rather than running initdb, with the
  // demo catalogue already in it unless the shop is told not to seed (or is given a DATA_DIR of
  // the caller's, whose first start seeds it as a new shop's does).
  const seedDemo = !['false', '0'].includes(env.SEED_DEMO ?? process.env.SEED_DEMO ?? '');
  if (!pgServer) await seedPgliteDataDir(dataDir, { demo: seedDemo && !opts.dataDir });
  // Its demo covers are copied in rather than drawn at its first start.
  await prefillDemoCovers(dataDir);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // X-Forwarded-For from this host is believed, as from a local proxy: tests give each
      // account a client address of its own that way.
      TRUST_PROXY: '127.0.0.1',
      ...(mail ? { SMTP_URL: mail.url } : {}),
      ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => output,
    child,
    get mail() {
      if (!mail) throw new Error('this shop mails to the SMTP_URL its caller gave');
      return mail;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await releaseMail?.();
      await throwaway?.drop();
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the server entry to completion (for start-up failures) and returns its exit and output. */
export async function runServerExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  clearTimeout(timer);
  return { code, output };
}

export { freePort };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * Opens `url` and waits until the app has taken the page over (`data-ready` on `<html>`): public
 * pages arrive drawn by the server, and a key pressed before hydration reaches no handler.
 */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 15_000 });
  return response;
}

/** A browser context where the promotional popup has already been seen, unless asked. */
export async function newContext(
  browser: Browser,
  opts: { showPopup?: boolean; mobile?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(
    opts.mobile ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } : {},
  );
  if (!opts.showPopup) {
    await context.addInitScript(() => localStorage.setItem('pustak-popup-seen', '1'));
  }
  return context;
}

/**
 * Helpers for browser contexts at the shop; `shopUrl` is read at each call, as the shop starts in
 * beforeAll. `openPage` opens a path in a new page and collects the page's uncaught errors; `api`
 * calls the shop with the context's session, as its pages do (to set up and check what the
 * server holds).
 */
export function browserHelpers(shopUrl: () => string) {
  return {
    async openPage(context: BrowserContext, path = '/') {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await gotoReady(page, shopUrl() + path);
      return { page, errors };
    },
    async api<T = unknown>(
      context: BrowserContext,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      data?: object,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; body: T }> {
      const res = await context.request.fetch(shopUrl() + path, {
        method,
        data,
        headers: { origin: shopUrl(), ...headers },
      });
      const text = await res.text();
      return { status: res.status(), body: (text ? JSON.parse(text) : null) as T };
    },
  };
}
