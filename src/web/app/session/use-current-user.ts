import { useContext } from 'react';
import type { CurrentUser } from '@shared/schemas/auth.ts';
import { CurrentUserContext, type CurrentUserState } from './current-user-context.ts';

export type { CurrentUser };

/** Who is signed in: null for a visitor; `isLoading` until the first me call has answered. */
export function useCurrentUser(): CurrentUserState {
  return useContext(CurrentUserContext);
}
