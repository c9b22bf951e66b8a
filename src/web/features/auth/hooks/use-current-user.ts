/** The signed-in user as the client shell needs it. */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

/**
 * Who is signed in. Sign-in is not wired yet, so everyone is a visitor; the auth issue
 * replaces the body with the session query and every caller follows.
 */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  return { user: null, isLoading: false };
}
