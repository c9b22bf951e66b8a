import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute, type StorefrontPath } from '@shared/routes.ts';

/** The fields of Vite's build manifest (dist/client/.vite/manifest.json) read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Each storefront route's page module as src/web/app/router.tsx imports it, named as the
 * manifest names it (relative to src/web); page-chunks.test.ts holds the two tables together.
 */
export const pageModules: Record<StorefrontPath, string> = {
  '/': 'pages/home.page.tsx',
  '/collections': 'pages/collections.page.tsx',
  '/shop': 'pages/collections.page.tsx',
  '/books': 'pages/books.page.tsx',
  '/books/:id': 'pages/book-detail.page.tsx',
  '/cart': 'pages/cart.page.tsx',
  '/checkout': 'pages/checkout.page.tsx',
  '/thank-you': 'pages/thank-you.page.tsx',
  '/forgot-password': 'pages/forgot-password.page.tsx',
  '/reset-password': 'pages/reset-password.page.tsx',
  '/confirm-email': 'pages/confirm-email.page.tsx',
  '/profile': 'pages/profile.page.tsx',
  '/orders': 'pages/orders.page.tsx',
  '/orders/:id': 'pages/order-detail.page.tsx',
  '/wishlist': 'pages/wishlist.page.tsx',
  '/notifications': 'pages/notifications.page.tsx',
  '/contact': 'pages/contact.page.tsx',
  '/privacy-policy': 'pages/privacy-policy.page.tsx',
  '/refund-cancellation-policy': 'pages/refund-cancellation-policy.page.tsx',
  '/shipping-policy': 'pages/shipping-policy.page.tsx',
  '/terms-and-conditions': 'pages/terms-and-conditions.page.tsx',
  '/setup': 'pages/setup.page.tsx',
};

/** The chunk and everything it imports statically, as manifest keys. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * The tags that let a storefront page's own code download alongside the entry script instead
 * of after it: a modulepreload of the page's lazy chunk and of every chunk it imports that the
 * entry does not already bring (index.html preloads those). An empty string for other paths.
 */
export function createPagePreloads(manifest: ViteManifest): (pathname: string) => string {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const entry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const tagsByModule = new Map<string, string>();
  for (const module of new Set(Object.values(pageModules))) {
    const keys = [...closure(manifest, module)].filter((k) => !entry.has(k));
    const scripts = keys.map(
      (k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`,
    );
    const styles = keys.flatMap((k) =>
      (manifest[k]!.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    );
    tagsByModule.set(module, [...scripts, ...styles].join('\n    '));
  }
  return (pathname) => {
    const route = matchRoute(pathname);
    const module = route && route in pageModules ? pageModules[route as StorefrontPath] : undefined;
    return (module && tagsByModule.get(module)) ?? '';
  };
}

/** The built client's manifest, or undefined where there is no build (API tests, dev). */
export function readViteManifest(clientDir: string | undefined): ViteManifest | undefined {
  const file = clientDir && path.join(clientDir, '.vite', 'manifest.json');
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}
