import type { TrackedEventName, TrackedPayload } from '@shared/schemas/events.ts';
import { isAdminPath } from '@shared/routes.ts';

/**
 * Storefront events (docs/product.md §2 "Other", §3 payload fields): sent in batches to the shop's own
 * analytics and, when the shop configured one, to the ad pixel. Nothing is tracked on /admin. The
 * visitor is the one the server's cookie names (sent with the request), not chosen here.
 */

interface QueuedEvent {
  name: TrackedEventName;
  path: string;
  bookId?: number;
  payload: TrackedPayload;
}

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };
declare global {
  interface Window {
    fbq?: Fbq;
  }
}

const flushDelayMs = 2000;
let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let pixelId: string | null = null;

/** Sends what is queued; on page hide it uses sendBeacon so the batch survives the unload. */
export function flushEvents(useBeacon = false): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const batch = queue.slice(0, 20);
  queue = queue.slice(20);
  const body = JSON.stringify({ events: batch });
  if (useBeacon && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon('/api/events', new Blob([body], { type: 'application/json' }));
  } else {
    void fetch('/api/events', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => {});
  }
  if (queue.length > 0) flushEvents(useBeacon);
}

/** Loads the ad pixel once, when the site config names one. */
export function enablePixel(id: string | null): void {
  if (!id || pixelId || typeof document === 'undefined') return;
  pixelId = id;
  const fbq: Fbq = (...args: unknown[]) => {
    (fbq.queue ??= []).push(args);
  };
  window.fbq ??= fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.appendChild(script);
  window.fbq('init', id);
}

export function track(
  name: TrackedEventName,
  payload: Omit<TrackedPayload, 'currency'> = {},
  opts: { bookId?: number; path?: string } = {},
): void {
  const path = opts.path ?? `${location.pathname}${location.search}`;
  if (isAdminPath(path.split('?')[0]!)) return;
  const full: TrackedPayload = { ...payload, currency: 'INR' };
  queue.push({ name, path, bookId: opts.bookId, payload: full });
  if (pixelId && window.fbq) window.fbq('track', name, full);
  timer ??= setTimeout(() => flushEvents(), flushDelayMs);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents(true);
  });
}

/** Test hook: forget the queue and the pixel. */
export function resetTracking(): void {
  queue = [];
  if (timer) clearTimeout(timer);
  timer = undefined;
  pixelId = null;
}
