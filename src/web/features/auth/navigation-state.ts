/** Router state carried to /confirm-email: where the user was, and whether a code was just sent. */
export interface AuthNavigationState {
  from?: string;
  codeSent?: boolean;
}

/** The same-site address in the state to go back to, else the home page. */
export function readReturnAddress(state: unknown, fallback = '/'): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return fallback;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : fallback;
}

export function readCodeSent(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'codeSent' in state
    ? state.codeSent === true
    : false;
}
