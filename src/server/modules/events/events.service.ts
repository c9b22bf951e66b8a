import { isIP } from 'node:net';
import { isAdminPath } from '@shared/routes.ts';
import type { z } from 'zod';
import type { trackedEventSchema } from '@shared/schemas/events.ts';
import type { Db } from '../../db/client.ts';
import {
  claimServedSearch,
  insertEvents,
  upsertServedSearch,
  type EventRow,
} from './events.repository.ts';

type TrackedEvent = z.output<typeof trackedEventSchema>;

/**
 * Fixed-window counters shared by every instance (the auth module's `rate_limits` store). The
 * caps below are counted in the database, not in each server's memory: behind a load balancer a
 * client's batches reach every instance in turn, so per-instance counters would let it through
 * once per instance, and forget it at every restart.
 */
export interface CapCounter {
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number }>;
}

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * How much one browser and one client address may add to the analytics (docs/threat-model.md
 * "Made-up analytics"); beyond them events are dropped without a word, as the browser never
 * reads the answer. A shopper's busiest day is a few hundred events; many shoppers share an
 * address behind a mobile carrier's NAT, so the address caps are wider.
 */
export const eventCaps = {
  perVisitorPerDay: 500,
  perAddressPerHour: 1_000,
  /** Visitor ids (browsers) one address may bring into the funnel: fresh cookies cost nothing. */
  newVisitorsPerAddressPerHour: 60,
} as const;

/** A search as the admin's "top searches" lists it: trimmed, single spaces, lower case. */
export function normaliseSearchTerm(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The client address a cap counts: an IPv6 address by its /64, which one subscriber usually
 * holds whole (RFC 6177), so walking through it does not buy fresh caps.
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  // An embedded IPv4 address (last) takes two groups.
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array(8 - width(before) - width(after)).fill('0');
  const full = [...before, ...zeros, ...after];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** How many of `wanted` events the visitor and its address may still add. */
async function allowance(
  counter: CapCounter,
  visitorId: string,
  address: string,
  wanted: number,
): Promise<number> {
  const visitorKey = `events:visitor:${visitorId}`;
  const visitor = await counter.hit(visitorKey, day, wanted);
  const visitorLeft = eventCaps.perVisitorPerDay - (visitor.count - wanted);
  if (visitorLeft <= 0) return 0;
  if (visitor.count === wanted) {
    // The visitor's first events in its window: one more browser from this address. One too
    // many is filled up to its own cap, so its later batches are dropped for the day too.
    const fresh = await counter.hit(`events:address-visitors:${address}`, hour);
    if (fresh.count > eventCaps.newVisitorsPerAddressPerHour) {
      await counter.hit(visitorKey, day, eventCaps.perVisitorPerDay);
      return 0;
    }
  }
  const byAddress = await counter.hit(`events:address:${address}`, hour, wanted);
  const addressLeft = eventCaps.perAddressPerHour - (byAddress.count - wanted);
  return Math.max(0, Math.min(wanted, visitorLeft, addressLeft));
}

/**
 * Records a browser's batch (POST /api/events) for its server-issued visitor id. Events from
 * admin paths are dropped (docs/product.md §2), so are those beyond the caps, and a Search
 * event counts only against a search the catalogue served this visitor and no Search event has
 * counted yet: its term and result count are the server's, never the posted text.
 */
export async function recordEvents(
  db: Db,
  counter: CapCounter,
  batch: { visitorId: string; userId: number | null; ip: string; events: TrackedEvent[] },
): Promise<void> {
  const wanted = batch.events.filter((e) => !isAdminPath(e.path.split('?')[0]!));
  if (wanted.length === 0) return;
  const allowed = await allowance(counter, batch.visitorId, addressGroup(batch.ip), wanted.length);
  const rows: EventRow[] = [];
  for (const e of wanted.slice(0, allowed)) {
    let payload: Record<string, unknown> = e.payload;
    if (e.name === 'Search') {
      const term = normaliseSearchTerm(e.payload.search_string ?? '');
      const served = term ? await claimServedSearch(db, batch.visitorId, term) : null;
      if (!served) continue;
      payload = { ...e.payload, search_string: term, result_count: served.resultCount };
    }
    rows.push({
      name: e.name,
      userId: batch.userId,
      visitorId: batch.visitorId,
      bookId: e.bookId ?? null,
      path: e.path,
      payload,
    });
  }
  if (rows.length > 0) await insertEvents(db, rows);
}

/**
 * Notes that the catalogue answered `search` for this visitor (GET /api/books, or the first
 * render of a search page), which a Search event from the visitor may then count. A failure is
 * logged and goes no further: the shopper still gets the results.
 */
export async function recordServedSearch(
  db: Db,
  visitorId: string,
  served: { search: string; resultCount: number },
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const term = normaliseSearchTerm(served.search);
  if (!term) return;
  try {
    await upsertServedSearch(db, visitorId, term, served.resultCount);
  } catch (err) {
    log.warn({ err }, 'could not note a served search');
  }
}
