import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRender } from '../modules/seo/seo.public.ts';

/**
 * The storefront's server render as `npm run build` leaves it (dist/server/entry-server.js,
 * built from src/web/entry-server.tsx), or undefined where there is no build (API tests, dev):
 * the browser then draws every page itself.
 */
export async function loadServerRender(serverDir: string): Promise<ServerRender | undefined> {
  const entry = path.join(serverDir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render?: ServerRender };
  if (typeof module.render !== 'function') {
    throw new Error(`${entry} has no render function: run \`npm run build\` again.`);
  }
  return module.render;
}
