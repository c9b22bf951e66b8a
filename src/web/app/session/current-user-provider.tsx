import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { meQueryOptions } from '@web/lib/get-me.ts';
import { CurrentUserContext } from './current-user-context.ts';

/** Loads the session on start-up (docs/product.md §4) and gives it to useCurrentUser everywhere below. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery(meQueryOptions);
  const value = useMemo(() => ({ user: data ?? null, isLoading: isPending }), [data, isPending]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}
