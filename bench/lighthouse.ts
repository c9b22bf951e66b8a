// Lighthouse (mobile, simulated throttling) on the home page, a listing and a book page, with
// Debian Chromium, against the built shop on the embedded database with its demo catalogue.
//   npm run build && npx tsx bench/lighthouse.ts [--runs 1] [--save /tmp/lighthouse]
// --save writes every run's report (JSON) into that folder, to read its opportunities.
// Prints each page's scores (the median of the runs) and exits 1 when one is under the bar of
// docs/architecture.md "Quality bars":
// performance ≥ 95, accessibility 100, SEO ≥ 95 (with --report-performance, performance is
// printed against its bar without failing the run).
// The CPU slowdown is calibrated to this host (docs/decisions/024-ci-on-a-slower-host.md):
// Lighthouse's 4× is meant for a host whose benchmark index is 1,500 or more, and a slower host
// gets proportionally less, so the emulated phone is the same. --slowdown N sets it instead
// (--slowdown 4: Lighthouse's default whatever the host).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startShop } from '../e2e/harness.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
const saveArg = process.argv.indexOf('--save');
const saveDir = saveArg > 0 ? process.argv[saveArg + 1] : undefined;
const slowdownArg = process.argv.indexOf('--slowdown');
const fixedSlowdown = slowdownArg > 0 ? Number(process.argv[slowdownArg + 1]) : undefined;
const thresholds = { performance: 95, accessibility: 100, seo: 95 } as const;
// --report-performance: the performance score is printed against its bar but does not fail the
// run (npm test: a score timed on a shared machine is a benchmark figure, ADR 024); accessibility
// and SEO, which do not depend on the host's speed, still do.
const reportPerformance = process.argv.includes('--report-performance');
/** Lighthouse's CPU slowdown and the lowest benchmark index it is meant for (docs/throttling.md). */
const defaultSlowdown = 4;
const indexForDefaultSlowdown = 1500;
type Category = keyof typeof thresholds;

const shop = await startShop({}, { embedded: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

let failed = false;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  const list = (await (await fetch(`${shop.url}/api/books?pageSize=1`)).json()) as {
    items: { id: number }[];
  };
  const pages = {
    home: '/',
    collections: '/collections?category=Fiction',
    'book page': `/books/${list.items[0]!.id}`,
  };
  // A run Lighthouse itself failed to record (a runtimeError such as NO_NAVSTART, which a busy
  // machine now and then causes) says nothing about the page: it is run again, up to twice.
  const audit = async (
    url: string,
    cpuSlowdownMultiplier = defaultSlowdown,
    categories: string[] = Object.keys(thresholds),
  ) => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        throttling: { cpuSlowdownMultiplier },
      });
      const lhr = result!.lhr;
      if (!lhr.runtimeError || attempt === 3) return lhr;
      console.log(
        `    ${url}: Lighthouse could not record the run (${lhr.runtimeError.code}); again`,
      );
    }
  };
  // Every page is fetched once first, which warms the shop's caches as a shopper before would.
  for (const path of Object.values(pages)) await (await fetch(shop.url + path)).text();
  // Runs not scored measure the host: the median of their benchmark indexes sets the slowdown
  // (one index swings by a third from run to run here). For a median of several scored runs, one
  // of each page; for one (npm test, where performance is reported, not gated), one of the first.
  let slowdown = fixedSlowdown;
  if (slowdown === undefined) {
    const indexes: number[] = [];
    const warmUpPages = Object.values(pages).slice(0, runs > 1 ? undefined : 1);
    for (const path of warmUpPages) {
      // Performance only: the warm-up is not scored, and the other categories' audits add time.
      const warmUp = await audit(shop.url + path, defaultSlowdown, ['performance']);
      indexes.push(warmUp.environment.benchmarkIndex);
    }
    const index = median(indexes);
    slowdown = Math.min(
      defaultSlowdown,
      Math.max(1, Math.round((defaultSlowdown * index * 10) / indexForDefaultSlowdown) / 10),
    );
    console.log(
      `Host benchmark index ${Math.round(index)} (runs: ${indexes.map(Math.round).join(', ')}); Lighthouse's ${defaultSlowdown}× is meant for ${indexForDefaultSlowdown} or more: CPU slowdown ${slowdown}×`,
    );
  }
  console.log(
    `Lighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}mobile, simulated throttling, CPU slowdown ${slowdown}×`,
  );
  for (const [name, path] of Object.entries(pages)) {
    const scores: Record<Category, number[]> = { performance: [], accessibility: [], seo: [] };
    const metrics: { lcp: number[]; tbt: number[]; cls: number[]; index: number[] } = {
      lcp: [],
      tbt: [],
      cls: [],
      index: [],
    };
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(shop.url + path, slowdown);
      for (const c of Object.keys(thresholds) as Category[]) {
        scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      }
      metrics.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      metrics.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      metrics.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
      metrics.index.push(lhr.environment.benchmarkIndex);
      if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== slowdown) {
        throw new Error(`Lighthouse ran with another slowdown than ${slowdown}×`);
      }
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(
          join(saveDir, `${name.replace(/ /g, '-')}-${i + 1}.json`),
          JSON.stringify(lhr),
        );
      }
      if (i === runs - 1) {
        const failing = Object.values(lhr.audits).filter(
          (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
        );
        for (const a of failing) console.log(`    ${name}: ${a.id} — ${a.title}`);
      }
    }
    if (runs > 1) {
      const each = scores.performance.map(
        (p, i) =>
          `${p} (LCP ${Math.round(metrics.lcp[i]!)}, TBT ${Math.round(metrics.tbt[i]!)}, index ${Math.round(metrics.index[i]!)})`,
      );
      console.log(`    ${name} runs: ${each.join(' · ')}`);
    }
    const line = (Object.keys(thresholds) as Category[]).map((c) => {
      const score = median(scores[c]);
      if (score < thresholds[c] && !(c === 'performance' && reportPerformance)) failed = true;
      return `${c} ${score}${score < thresholds[c] ? ` (< ${thresholds[c]})` : ''}`;
    });
    console.log(
      `  ${name.padEnd(12)} ${line.join(', ')} · LCP ${Math.round(median(metrics.lcp))} ms, TBT ${Math.round(median(metrics.tbt))} ms, CLS ${median(metrics.cls).toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
  await shop.stop();
}
process.exit(failed ? 1 : 0);
