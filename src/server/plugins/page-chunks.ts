import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchStorefrontPage, storefrontPages } from '@shared/pages.ts';

/** The fields of Vite's build manifest (dist/client/.vite/manifest.json) read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

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
  for (const module of new Set(Object.values(storefrontPages).map((page) => page.view))) {
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
    const module = matchStorefrontPage(pathname)?.page.view;
    return (module && tagsByModule.get(module)) ?? '';
  };
}

/** The built client's manifest, or undefined where there is no build (API tests, dev). */
export function readViteManifest(clientDir: string | undefined): ViteManifest | undefined {
  const file = clientDir && path.join(clientDir, '.vite', 'manifest.json');
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A page the server has drawn is readable before the app starts, so its code need not compete
 * with the first screen for a slow connection: the entry script and the module preloads give way
 * to `/boot.js`, which starts the app (and preloads the same modules) once the page's largest
 * image has loaded and the first screen is painted. The HTML is returned unchanged when it has no
 * entry script (no build).
 */
export function startAppAfterFirstPaint(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html.replace(entry[0], '').replace(modulePreload, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  const boot = `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`;
  return rest.replace('</head>', () => `  ${boot}\n  </head>`);
}
