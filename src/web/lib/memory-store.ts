import { useSyncExternalStore } from 'react';

/**
 * A value kept in memory for this visit and shared by the pages that use it (the PIN code
 * checked, the coupons applied): nothing is persisted, since the shop's one persisted entry
 * holds the session (docs/product.md §3). The server render always sees `initial`.
 */
export function memoryStore<T>(initial: T): () => [T, (next: T) => void] {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const set = (next: T) => {
    value = next;
    for (const listener of listeners) listener();
  };
  return function useMemoryStore() {
    return [
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
      set,
    ];
  };
}
