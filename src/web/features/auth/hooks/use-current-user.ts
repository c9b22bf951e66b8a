import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/schemas/auth.ts';
import { meQueryOptions } from '../api/get-me.ts';

export type { CurrentUser };

/** Who is signed in: null for a visitor; `isLoading` until the first me call has answered. */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const { data, isPending } = useQuery(meQueryOptions);
  return { user: data ?? null, isLoading: isPending };
}
