import { useSyncExternalStore } from 'react';
import { errorMessage, isApiError } from './api-client.ts';
import {
  readClientState,
  subscribeClientState,
  writeClientState,
  type GlobalErrorState,
} from './client-state.ts';

/**
 * docs/product.md §4 "Failed calls": a failed cart or wishlist call is kept as the global error state (no
 * toast). `message` is the docs/product.md §8 text; the server's own reason, when it differs, rides along.
 */
export function recordGlobalError(message: string, error?: unknown): void {
  const detail = error === undefined ? undefined : errorMessage(error);
  writeClientState({
    globalError: {
      message,
      ...(detail && detail !== message ? { detail } : {}),
      at: Date.now(),
    },
  });
}

/**
 * A failed read of the cart or wishlist. A 401 is left out: it comes from the refetch that
 * follows signing out, and storing it would outlive the client state that sign-out cleared.
 */
export function recordLoadError(message: string, error: unknown): void {
  if (isApiError(error) && error.error.code === 'UNAUTHORIZED') return;
  recordGlobalError(message, error);
}

export function clearGlobalError(): void {
  if (readClientState().globalError) writeClientState({ globalError: null });
}

/** Older errors are history, not news: a page opened later does not bring them back. */
export const globalErrorShownForMs = 10 * 60_000;

let lastKey = '';
let lastValue: GlobalErrorState | null = null;

// useSyncExternalStore needs the same object back while nothing changed.
function snapshot(): GlobalErrorState | null {
  const value = readClientState().globalError;
  const key = value ? `${value.at}\u0000${value.message}\u0000${value.detail ?? ''}` : '';
  if (key !== lastKey) {
    lastKey = key;
    lastValue = value;
  }
  return lastValue;
}

/** The current global error (recent ones only) and a way to dismiss it. */
export function useGlobalError(): [GlobalErrorState | null, () => void] {
  const value = useSyncExternalStore(subscribeClientState, snapshot, () => null);
  const recent = value && Date.now() - value.at < globalErrorShownForMs ? value : null;
  return [recent, clearGlobalError];
}
