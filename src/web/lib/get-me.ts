import { queryOptions } from '@tanstack/react-query';
import { sessionHintMetaName } from '@shared/initial-data.ts';
import type { CurrentUser } from '@shared/schemas/auth.ts';
import { apiPaths } from '@web/config/paths.ts';
import { authorizationHeader, readSuccessJson, throwIfNotOk } from '@web/lib/api-client.ts';
import { clearClientState, getAccessToken, writeClientState } from '@web/lib/client-state.ts';
import { meQueryKey } from '@web/lib/query-keys/start-up.ts';

let firstCall = true;

/**
 * Whether the page can tell, without asking, that nobody is signed in: on its first session
 * read only (a sign-in later changes it), when the server saw no session cookie and no bearer
 * token is stored.
 */
function knownSignedOut(): boolean {
  if (!firstCall) return false;
  firstCall = false;
  if (typeof document === 'undefined' || getAccessToken()) return false;
  return document.querySelector(`meta[name="${sessionHintMetaName}"]`) === null;
}

/** GET /api/auth/me: the signed-in user, or null for a visitor (401). */
export async function getMe(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (knownSignedOut()) return null;
  const res = await fetch(apiPaths.auth.me, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json', ...authorizationHeader() },
    signal,
  });
  if (res.status === 401) {
    // A stored bearer token that no longer opens a session is of no further use.
    if (getAccessToken()) writeClientState({ accessToken: null });
    return null;
  }
  await throwIfNotOk(res);
  return (await readSuccessJson(res)) as CurrentUser;
}

/**
 * Who is signed in. docs/product.md §4: when the me call fails for any other reason the visitor is treated
 * as signed out and the stored client state is cleared, rather than showing an error.
 */
export const meQueryOptions = queryOptions<CurrentUser | null>({
  queryKey: meQueryKey,
  queryFn: async ({ signal }) => {
    try {
      return await getMe(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      clearClientState();
      return null;
    }
  },
});
