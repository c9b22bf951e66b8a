import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from the render
 * after (and at once in a page the browser draws itself). What only the browser knows (stored
 * choices, the screen, the clock) waits for it, so the first client render draws what the
 * server drew and hydration finds no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
