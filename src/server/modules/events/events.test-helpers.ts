import type { TestApp } from '../../test-app.ts';

export interface Visitor {
  /** The Cookie header carrying the visitor cookie the shop issued. */
  cookie: string;
  /** The visitor id it carries. */
  id: string;
}

/** A browser's first page: the visitor cookie the shop sets on it. */
export async function visitShop(t: TestApp, path = '/', cookie?: string): Promise<Visitor> {
  const res = await t.app.inject({
    method: 'GET',
    url: path,
    headers: cookie ? { cookie } : {},
  });
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const value = set.map((c) => /^pustak_visitor=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!value) throw new Error(`no visitor cookie on ${path} (${res.statusCode})`);
  return { cookie: `pustak_visitor=${value}`, id: value.split('.')[0]! };
}

/** POST /api/events as a browser would, with whatever cookie and address it has. */
export function postEvents(
  t: TestApp,
  events: object[],
  {
    cookie,
    remoteAddress,
    body = {},
  }: { cookie?: string; remoteAddress?: string; body?: object } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: cookie ? { cookie } : {},
    remoteAddress,
    payload: { ...body, events },
  });
}

/** A Search event as the listing sends it. */
export const searchEvent = (term: string, resultCount?: number) => ({
  name: 'Search',
  path: `/collections?search=${encodeURIComponent(term)}`,
  payload: {
    search_string: term,
    ...(resultCount === undefined ? {} : { result_count: resultCount }),
  },
});
