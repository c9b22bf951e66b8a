import type { App } from '../app.ts';

export interface Route {
  method: string;
  path: string;
}

/**
 * Every route in the router, read from `printRoutes({ commonPrefix: true })`: a radix tree, one
 * path fragment per line (indented four characters per level), methods in brackets; a route's
 * path is its fragments joined from the root.
 */
export function allRoutes(app: App): Route[] {
  const routes: Route[] = [];
  const parts: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: true }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parts[depth] = match[2]!;
    parts.length = depth + 1;
    if (!match[3]) continue;
    const path = parts.join('');
    for (const method of match[3].split(', ')) routes.push({ method, path });
  }
  return routes;
}
