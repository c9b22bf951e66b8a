import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { meQueryOptions } from '@web/lib/get-me.ts';
import { CurrentUserContext } from './current-user-context.ts';

/** Loads the session on start-up (docs/product.md §4) and gives it to useCurrentUser everywhere below. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery(meQueryOptions);
  const value = useMemo(() => ({ user: data ?? null, isLoading: isPending }), [data, isPending]);
  // The session is known only after the page is hydrated (the server draws one page for
  // everyone), and a query's change renders at once, in one task: the header and every button
  // that reads the session would be drawn again in one long task (60–80 ms on the slow test
  // machine). A visitor found signed out changes nothing a press depends on (a button asks
  // them to sign in either way), so that change follows in a render that yields to the browser
  // between components. A signed-in shopper is given at once: their first press must act as
  // them, not ask them to sign in.
  const deferred = useDeferredValue(value);
  const shown = value.user ? value : deferred;
  return <CurrentUserContext.Provider value={shown}>{children}</CurrentUserContext.Provider>;
}
