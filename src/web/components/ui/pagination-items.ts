export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: the first, the last, and the current page with one
 * neighbour each side, gaps where pages are left out; a gap of one page shows that page instead.
 * 1 … 4 5 [6] 7 8 … 20 would be too wide on a phone, so it is 1 … 5 [6] 7 … 20.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [1];
  const page = Math.min(Math.max(current, 1), totalPages);
  const shown = new Set([1, totalPages, page - 1, page, page + 1]);
  // Near an end, show as many numbers as a middle page would, so the pager keeps its width.
  if (page <= 3) [2, 3, 4].forEach((p) => shown.add(p));
  if (page >= totalPages - 2)
    [totalPages - 3, totalPages - 2, totalPages - 1].forEach((p) => shown.add(p));
  const pages = [...shown].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const p of pages) {
    const last = items.at(-1);
    if (typeof last === 'number' && p - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
