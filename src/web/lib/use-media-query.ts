import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches now, following it as the window changes. The server (and the
 * hydration of its page) cannot know the screen: they take `serverValue`, and the browser's own
 * answer follows in the next render.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => serverValue,
  );
}
