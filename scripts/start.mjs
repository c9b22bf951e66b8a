// `npm start`: build the client when it is missing or older than its sources, then run the
// server in this same process (so signals reach it directly).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const builtRender = path.join(root, 'dist/server/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function clientIsStale() {
  if (!existsSync(builtIndex) || !existsSync(builtRender)) return true;
  // A packaged install may ship dist/ without sources.
  if (!existsSync(path.join(root, 'src/web'))) return false;
  const built = statSync(builtIndex).mtimeMs;
  if (
    ['vite.config.ts', 'package.json'].some((f) => statSync(path.join(root, f)).mtimeMs > built)
  ) {
    return true;
  }
  return ['src/web', 'src/shared'].some((d) => newestMtime(path.join(root, d)) > built);
}

// --build-only builds and exits; --build-if-stale builds only when the sources are newer.
const buildOnly = process.argv.includes('--build-only');
const buildIfStale = process.argv.includes('--build-if-stale');
if (buildOnly || clientIsStale()) {
  console.log('Building the storefront…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  // The client, then the server render of its storefront pages (src/web/entry-server.tsx).
  // A production build whatever NODE_ENV this process runs with (tests run with `test`, which
  // would give React's development build and JSX runtime).
  const env = { ...process.env, NODE_ENV: 'production' };
  let result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status === 0) {
    result = spawnSync(
      process.execPath,
      [vite, 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit', env },
    );
  }
  if (result.status !== 0) {
    console.error('The client build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
if (buildOnly || buildIfStale) process.exit(0);

const { register } = await import('tsx/esm/api');
register({ tsconfig: path.join(root, 'tsconfig.json') });
await import(path.join(root, 'src/server/main.ts'));
