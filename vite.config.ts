import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { LongestSuitesFirst } from './e2e/sequencer.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@shared': dir('./src/shared'),
  '@server': dir('./src/server'),
  '@web': dir('./src/web'),
};

/** The browser suites of CI's PostgreSQL pass (see the e2e project below). */
const postgresBrowserSuites = [
  'e2e/**/*.postgres.test.ts',
  'e2e/crash-safety.test.ts',
  'e2e/graceful-shutdown.test.ts',
  'e2e/shopping.test.ts',
  'e2e/admin-orders.test.ts',
  'e2e/admin-bulk-upload.test.ts',
  'e2e/admin-outbox.test.ts',
];

export default defineConfig(({ isSsrBuild }) => ({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  resolve: {
    alias: Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
  },
  plugins: [react(), tailwindcss()],
  // The server render bundles its packages, React's production build among them, whatever
  // NODE_ENV the server runs with.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  // `vite build --ssr entry-server.tsx` builds the server render (src/web/entry-server.tsx) into
  // dist/server; its packages stay in node_modules.
  build: isSsrBuild
    ? { outDir: dir('./dist/server'), emptyOutDir: true, sourcemap: false, assetsInlineLimit: 0 }
    : {
        outDir: dir('./dist/client'),
        emptyOutDir: true,
        sourcemap: false,
        assetsInlineLimit: 0,
        manifest: true,
        // Small chunks shared by a few pages are copied into each page's chunk instead of being
        // fetched on their own: a book page needed some thirty files of a few hundred bytes, and
        // over HTTP/1.1 (six connections) each round of them costs a round trip. It needs entry
        // signatures left free and strict execution order (which Rolldown then turns on).
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16000 } } },
        },
      },
  test: {
    root: dir('.'),
    // Vitest's default is one worker less than the cores: one, on a two-core machine. A test file
    // waits on its database, its browser and the network much of the time: two run at once.
    maxWorkers: 2,
    // The longest browser suites start first (e2e/sequencer.ts).
    sequence: { sequencer: LongestSuitesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          root: dir('.'),
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          root: dir('.'),
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Test files share their worker's modules (ADR 024): each builds its own app on a
          // database of its own, and every cache is kept per database. Loading the server's
          // modules again for each of some hundred files was a third of the suite's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          root: dir('.'),
          // The embedded pass runs every suite but the PostgreSQL-only ones (several instances on
          // one server). The PostgreSQL pass runs those and the suites whose outcome depends on
          // the database server rather than on the pages: durability, orders and stock, and the
          // work queued in tables (imports, mail). Every other suite's reads and writes are run
          // on PostgreSQL by the API tests (ADR 024).
          include: process.env.TEST_DATABASE_URL ? postgresBrowserSuites : ['e2e/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE_URL ? [] : ['e2e/**/*.postgres.test.ts'],
          environment: 'node',
          // Test files share their worker's modules (Playwright, the harness): each starts its own
          // shop and browser, and imports nothing else that keeps state between files.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page load on a busy CI machine can take longer than expect.poll's 1 s default.
          expect: { poll: { timeout: 10_000 } },
          // Each file starts its own shop and browser, on ports of their own: two files run at once.
        },
      },
    ],
  },
}));
