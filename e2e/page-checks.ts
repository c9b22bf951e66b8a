// Checks the browser tests share: axe on a page.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core on the page's main content: no WCAG A/AA violations. */
export async function expectAccessible(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(
      { include: ['#main-content'] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}
