import { createContext } from 'react';
import type { CurrentUser } from '@shared/schemas/auth.ts';

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first me call has answered. */
  isLoading: boolean;
}

/**
 * Who is signed in, read from the one me query that CurrentUserProvider keeps. A context rather
 * than useQuery in every caller, so lazily loaded pages need no query code from the entry chunk.
 */
export const CurrentUserContext = createContext<CurrentUserState>({ user: null, isLoading: true });
