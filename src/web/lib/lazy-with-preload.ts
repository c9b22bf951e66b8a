import type { ComponentType } from 'react';

export type ComponentLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A module loader that loads at most once, however often it is called. */
export function loadOnce<P>(load: ComponentLoader<P>): ComponentLoader<P> {
  let loading: ReturnType<ComponentLoader<P>> | undefined;
  return () => (loading ??= load());
}

/**
 * Runs the callback once the page has loaded and the browser is then idle (or soon, where idle
 * callbacks are missing): code that is not needed for the first screen stays off the network
 * and the main thread while that screen's scripts, data and images arrive.
 */
export function whenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 300);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    afterLoad();
  } else {
    window.addEventListener('load', afterLoad, { once: true });
    cancel = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancel();
}
