import type { ComponentType } from 'react';

export type ComponentLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A module loader that loads at most once, however often it is called. */
export function loadOnce<P>(load: ComponentLoader<P>): ComponentLoader<P> {
  let loading: ReturnType<ComponentLoader<P>> | undefined;
  return () => (loading ??= load());
}

/** Runs the callback once the browser is idle after first paint (or soon, where idle callbacks are missing). */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 300);
  return () => window.clearTimeout(id);
}
