/**
 * docs/product.md §3 "Client state": one persisted local entry holding the access token and the
 * global error state. Sign-out clears it (docs/product.md §4 "Auth").
 */
export interface GlobalErrorState {
  message: string;
  /** The server's own words for it ("“The Guide” is out of stock."), when it gave any. */
  detail?: string;
  /** Epoch milliseconds when the error was stored. */
  at: number;
}

export interface ClientState {
  accessToken: string | null;
  globalError: GlobalErrorState | null;
}

export const clientStateKey = 'pustak-client-state';

const emptyState: ClientState = { accessToken: null, globalError: null };

// localStorage can be missing (tests, SSR) or throw (blocked storage, private modes).
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readClientState(): ClientState {
  const raw = storage()?.getItem(clientStateKey);
  if (!raw) return { ...emptyState };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { ...emptyState };
    const { accessToken, globalError } = parsed as Partial<ClientState>;
    return {
      accessToken: typeof accessToken === 'string' && accessToken !== '' ? accessToken : null,
      globalError:
        globalError && typeof globalError.message === 'string'
          ? {
              message: globalError.message,
              ...(typeof globalError.detail === 'string' ? { detail: globalError.detail } : {}),
              at: Number(globalError.at) || 0,
            }
          : null,
    };
  } catch {
    return { ...emptyState };
  }
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls back after every change to the entry, from this tab or (through `storage`) another. */
export function subscribeClientState(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === clientStateKey || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function writeClientState(patch: Partial<ClientState>): ClientState {
  const next = { ...readClientState(), ...patch };
  try {
    storage()?.setItem(clientStateKey, JSON.stringify(next));
  } catch {
    // Quota or blocked storage: the state still applies to this call.
  }
  notify();
  return next;
}

export function clearClientState(): void {
  try {
    storage()?.removeItem(clientStateKey);
  } catch {
    // nothing stored that we could remove
  }
  notify();
}

export function getAccessToken(): string | null {
  return readClientState().accessToken;
}
