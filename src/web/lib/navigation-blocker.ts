import { useEffect, useSyncExternalStore } from 'react';
import { UNSAFE_createBrowserHistory, type Location, type Path, type To } from 'react-router';

/**
 * Leaving a page with unsaved work asks first. The storefront uses React Router's declarative
 * router (docs/decisions/023-react-rendered-on-the-server.md: its data router weighs 15 KB gzip
 * more on every page), which has no blocker of its own, so the browser history it is given is
 * this one: a navigation inside the app (a link, navigate(), back and forward) that the page's
 * blocker refuses waits for proceed() or reset().
 */
export type ShouldBlock = (args: { currentLocation: Path; nextLocation: Path }) => boolean;

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface Pending {
  proceed(): void;
  reset(): void;
}

let shouldBlock: ShouldBlock | null = null;
let pending: Pending | null = null;
const subscribers = new Set<() => void>();

function setPending(next: Pending | null) {
  pending = next;
  for (const notify of subscribers) notify();
}

const pathOf = (location: Location | Path): Path => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
});

/** The browser's history, with navigations held while the page's blocker refuses them. */
export function createBlockingHistory(): BrowserHistory {
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  let current = pathOf(base.location);
  // Pops this history makes itself to undo a refused back or forward, which nobody should see.
  let undoing = 0;
  let letThrough = false;

  const refuses = (next: Path) =>
    !letThrough &&
    shouldBlock !== null &&
    shouldBlock({ currentLocation: current, nextLocation: next });

  const guarded = (to: To, navigate: () => void) => {
    if (!refuses(pathOf(base.encodeLocation(to)))) return navigate();
    setPending({
      proceed: () => {
        setPending(null);
        navigate();
      },
      reset: () => setPending(null),
    });
  };

  const history: BrowserHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state) => guarded(to, () => base.push(to, state)),
    replace: (to, state) => guarded(to, () => base.replace(to, state)),
    listen(listener) {
      return base.listen((update) => {
        if (update.action === 'POP') {
          if (undoing > 0) {
            undoing -= 1;
            return;
          }
          const delta = update.delta;
          if (delta && refuses(pathOf(update.location))) {
            undoing += 1;
            base.go(-delta);
            setPending({
              proceed: () => {
                setPending(null);
                letThrough = true;
                base.go(delta);
              },
              reset: () => setPending(null),
            });
            return;
          }
        }
        letThrough = false;
        current = pathOf(update.location);
        listener(update);
      });
    },
  };
  return history;
}

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * While mounted, navigations that `block` refuses wait: the blocker is 'blocked' until
 * proceed() (go on) or reset() (stay). One page at a time holds a blocker.
 */
export function useBlocker(block: ShouldBlock): Blocker {
  useEffect(() => {
    shouldBlock = block;
    return () => {
      if (shouldBlock === block) shouldBlock = null;
      setPending(null);
    };
  }, [block]);
  const held = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  return held
    ? { state: 'blocked', proceed: held.proceed, reset: held.reset }
    : { state: 'unblocked' };
}
