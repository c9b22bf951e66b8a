// The storefront's JavaScript budget (docs/architecture.md "Quality bars": ≤ 140 KB gzip before the first page hydrates).
// For each storefront page it adds up, from the built client's Vite manifest, the entry chunk,
// the page's own lazy chunk and every chunk either imports statically: what the browser must
// fetch before that page can paint. Prints each figure; exits 1 when a page is over budget, or
// when any admin code is reachable from a storefront page.
//
//   npm run build && node bench/bundle-budget.mjs [--budget-kb 140]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');
const budgetArg = process.argv.indexOf('--budget-kb');
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 140;

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No dist/client/.vite/manifest.json: run `npm run build` first.');
  process.exit(2);
}

const gzipped = new Map();
function gzipKb(file) {
  if (!gzipped.has(file)) {
    gzipped.set(file, gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length);
  }
  return gzipped.get(file) / 1024;
}

/** The chunk and everything it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const pages = {
  home: 'pages/home.page.tsx',
  collections: 'pages/collections.page.tsx',
  'book page': 'pages/book-detail.page.tsx',
  cart: 'pages/cart.page.tsx',
};

let failed = false;
console.log(`storefront JavaScript before first render (gzip, budget ${budgetKb} KB)`);
for (const [name, pageKey] of Object.entries(pages)) {
  if (!manifest[pageKey]) {
    console.error(`  ${name}: ${pageKey} is not in the manifest`);
    failed = true;
    continue;
  }
  const keys = closure(pageKey, closure(entryKey));
  const kb = [...keys].reduce((sum, k) => sum + gzipKb(manifest[k].file), 0);
  const admin = [...keys].filter((k) => /admin/.test(k));
  const over = kb > budgetKb;
  if (over || admin.length > 0) failed = true;
  console.log(
    `  ${name.padEnd(12)} ${kb.toFixed(1).padStart(6)} KB in ${keys.size} files${over ? '  OVER BUDGET' : ''}`,
  );
  if (admin.length > 0) console.log(`    admin code reachable: ${admin.join(', ')}`);
}
console.log(
  `  entry alone  ${[...closure(entryKey)]
    .reduce((s, k) => s + gzipKb(manifest[k].file), 0)
    .toFixed(1)
    .padStart(6)} KB`,
);
process.exit(failed ? 1 : 0);
