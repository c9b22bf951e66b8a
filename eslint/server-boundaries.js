// Server module boundaries (STYLE.md rule 1, docs/decisions/018-module-public-files.md).
//
// Every folder in src/server/modules is a module, and so is every folder in modules/admin (one
// per admin area; modules/admin's own files are the shared admin module). Another module's files
// may be imported only through its `<name>.public.ts`, with three allowances:
// - app.ts and admin/admin.routes.ts compose the app: they also register modules' `*.routes.ts`
//   and `*.plugin.ts` Fastify plugins;
// - tests (`*.test.ts`, `*.test-helpers.ts`, `*.test-helper.ts`) may also use another module's
//   test helpers, and nothing else may.
// Code outside modules (db, plugins, lib, mail, …) is open to all, but reaches modules through the
// same public files. The zones are read from the folders each time ESLint starts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Absolute, so the zones hold whichever folder ESLint is started from.
const serverDir = fileURLToPath(new URL('../src/server', import.meta.url));
const rootDir = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
/**
 * Folders outside src/ whose files run the server's code from outside (benchmarks, scripts, the
 * browser tests and their harness): held to the modules' public files as tests are, so they may
 * also use the modules' test helpers, and nothing else of a module.
 */
export const outsideFolders = ['bench', 'scripts', 'e2e'];
const modulesDir = `${serverDir}/modules`;
const isTest = (file) => /\.test(-helpers?)?\.ts$/.test(file);
const compositionRoots = [`${serverDir}/app.ts`, `${modulesDir}/admin/admin.routes.ts`];

function tsFiles(dir, pattern = /\.tsx?$/) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : tsFiles(p, pattern);
    return pattern.test(entry.name) ? [p] : [];
  });
}

/** Every script in the outside folders (TypeScript and JavaScript alike). */
function outsideFiles() {
  return outsideFolders
    .map((folder) => `${rootDir}/${folder}`)
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => tsFiles(dir, /\.(?:[cm]?[jt]s|tsx)$/));
}

function subfolders(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);
}

function serverBoundaryZones() {
  if (!fs.existsSync(modulesDir)) return [];
  const allFiles = tsFiles(serverDir);
  const outside = outsideFiles();
  const adminDir = `${modulesDir}/admin`;
  const modules = subfolders(modulesDir).flatMap((dir) =>
    dir === adminDir ? [dir, ...subfolders(dir)] : [dir],
  );
  // The files that belong to `dir` itself (for modules/admin: not those of its areas).
  const owns = (dir, file) =>
    file.startsWith(`${dir}/`) && !(dir === adminDir && file.slice(dir.length + 1).includes('/'));

  return modules.flatMap((dir) => {
    const own = allFiles.filter((file) => owns(dir, file));
    const names = own.map((file) => path.basename(file));
    const open = names.filter((name) => name.endsWith('.public.ts'));
    if (open.length > 1)
      throw new Error(`${dir} has more than one public file: ${open.join(', ')}`);
    const plugins = names.filter((name) => /\.(routes|plugin)\.ts$/.test(name));
    const testHelpers = names.filter((name) => /\.test-helpers?\.ts$/.test(name));
    const areas = dir === adminDir ? subfolders(dir).map((sub) => path.basename(sub)) : [];
    const outsiders = allFiles.filter((file) => !owns(dir, file));
    const name = path.relative(modulesDir, dir);
    const message = `Another module is reached only through ${name}'s public file (${open[0] ?? `${path.basename(dir)}.public.ts`}).`;
    const zone = (target, except) =>
      target.length === 0 ? [] : [{ target, from: dir, except, message }];
    const allowed = [...open, ...areas].map((entry) => `./${entry}`);
    return [
      ...zone(
        outsiders.filter((file) => !isTest(file) && !compositionRoots.includes(file)),
        allowed,
      ),
      ...zone(
        outsiders.filter((file) => compositionRoots.includes(file)),
        [...allowed, ...plugins.map((entry) => `./${entry}`)],
      ),
      ...zone(
        [...outsiders.filter(isTest), ...outside],
        [...allowed, ...testHelpers.map((entry) => `./${entry}`)],
      ),
    ];
  });
}

export const serverBoundaries = serverBoundaryZones();
