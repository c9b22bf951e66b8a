import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { clearClientState, writeClientState } from '@web/lib/client-state.ts';
import { meQueryKey, siteConfigQueryKey } from '@web/lib/query-keys/start-up.ts';

/** The header better-auth's bearer plugin answers a new session with. */
export const sessionTokenHeader = 'set-auth-token';

/** docs/product.md §7: the me call follows storing the access token after this pause. */
export const meReadDelayMs = 100;

// The site config is the same for everyone; every other cached answer may belong to a user.
function isUserScoped(queryKey: QueryKey): boolean {
  const first = queryKey[0];
  return first !== siteConfigQueryKey[0] && first !== meQueryKey[0];
}

/**
 * A session has just started (sign-in, confirmed email): keep its bearer token, then load the
 * user and refetch whatever was cached for the signed-out visitor.
 */
export async function startSession(queryClient: QueryClient, headers?: Headers): Promise<void> {
  const token = headers?.get(sessionTokenHeader);
  if (token) writeClientState({ accessToken: token });
  await new Promise((resolve) => setTimeout(resolve, meReadDelayMs));
  await queryClient.invalidateQueries({ predicate: (q) => isUserScoped(q.queryKey) });
  await queryClient.refetchQueries({ queryKey: meQueryKey });
}

/** The session has ended (sign-out, deleted account): forget the token and the user's data. */
export function endSession(queryClient: QueryClient): void {
  clearClientState();
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (q) => isUserScoped(q.queryKey), type: 'inactive' });
  void queryClient.invalidateQueries({ predicate: (q) => isUserScoped(q.queryKey) });
}
