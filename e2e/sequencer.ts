// The order in which the browser suites start. Two run at once (vite.config.ts), and each takes
// from ten seconds to two minutes with its shop's start: a long one left for last runs alone.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest suites, longest first, as measured on a two-core machine (a full embedded run,
 * `--reporter=json`, with each shop's start): started first, they leave the short ones to fill in
 * beside them at the end. Vitest's own order (its recorded durations, else the largest file
 * first) holds for the rest, and for every suite when it has recorded durations of its own
 * (the PostgreSQL pass, which follows the embedded one).
 */
const longestSuites = [
  'scale-out.postgres',
  'admin-mobile.embedded',
  'catalogue',
  'auth',
  'server-render',
  'shopping',
  'crash-safety',
  'shell.embedded',
  'admin-bulk-upload',
  'admin-analytics',
  'admin-orders',
  'server-lifecycle',
];

const suiteName = (spec: TestSpecification) =>
  path.basename(spec.moduleId).replace(/\.test\.ts$/, '');

export class LongestSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const recorded = sorted.every((spec) =>
      this.ctx.cache.getFileTestResults(
        `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`,
      ),
    );
    if (recorded) return sorted;
    const rank = (spec: TestSpecification) => {
      if (spec.project.name !== 'e2e') return -1;
      const at = longestSuites.indexOf(suiteName(spec));
      return at === -1 ? longestSuites.length : at;
    };
    // Projects keep Vitest's order; within the browser suites, the longest go first.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) =>
        a.spec.project.name === b.spec.project.name && a.spec.project.name === 'e2e'
          ? rank(a.spec) - rank(b.spec) || a.index - b.index
          : a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
