import { pageDataElementId } from '@shared/initial-data.ts';

/**
 * How long after the page loaded its embedded answers may still be used. A query first made
 * later (a rail scrolled to, a page opened) fetches instead, so it is no staler than a fetch
 * would be; the server's listing cache keeps answers as long.
 */
const freshForMs = 30_000;

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const text = document.getElementById(pageDataElementId)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      for (const [url, value] of Object.entries(parsed)) answers.set(url, value);
    }
  } catch {
    // A damaged element only costs the fetches it would have saved.
  }
  return answers;
}

/**
 * The answer to `GET url` that the server put into the page for its first render, at most once:
 * the query it seeds keeps it from then on, and a later query fetches afresh.
 */
export function takePageData<T>(url: string): T | undefined {
  if (typeof performance !== 'undefined' && performance.now() > freshForMs) return undefined;
  const all = readAnswers();
  const value = all.get(url) as T | undefined;
  all.delete(url);
  return value;
}
