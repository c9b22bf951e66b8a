import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { useAuthDialog } from '@web/app/session/auth-dialog-context.ts';
import { returnAddress, sessionGate, type SessionGate } from '../session-gate.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';

/**
 * What the current page may show (see sessionGate). A visitor on a page that needs a session is
 * sent home with the login dialog open, and comes back here once signed in. Someone whose session
 * just ended here (logout, deleted account) is only sent home: they did not ask to sign in.
 */
export function useSessionGate(): SessionGate {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useCurrentUser();
  const { open } = useAuthDialog();
  const gate = sessionGate(location.pathname, session);
  const wanted = returnAddress(location);
  const lastUser = useRef(session.user);

  useEffect(() => {
    const sessionEnded = lastUser.current !== null && session.user === null;
    lastUser.current = session.user;
    if (gate !== 'sign-in') return;
    void navigate(paths.home, { replace: true });
    if (!sessionEnded) open('login', { returnTo: wanted });
  }, [gate, wanted, session.user, navigate, open]);

  return gate;
}
