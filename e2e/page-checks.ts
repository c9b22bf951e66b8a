// Checks the browser tests share: the emailed code from the dev mailbox, and axe on a page.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The 6-digit code in the newest mail the shop sent to `to` (dev mailbox), waiting up to 10 s for
 * it, and for more than `seen` mails when a new one is due. A plain loop rather than expect.poll,
 * which only runs inside a test: this also runs in beforeAll.
 */
export async function mailboxCode(shopUrl: string, to: string, seen = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${shopUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await res.json()) as { mails: { text: string }[] };
    const code = mails.length > seen ? /\b(\d{6})\b/.exec(mails[0]!.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
