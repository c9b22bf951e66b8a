import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  AuthDialogContext,
  type AuthDialogMode,
  type AuthDialogOpenOptions,
  type SocialProviders,
} from '@web/app/session/auth-dialog-context.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';

// Loaded on first open: most visits never sign in.
const AuthDialog = lazy(() => import('./components/auth-dialog.tsx'));

export function AuthDialogProvider({
  children,
  socialProviders,
}: {
  children: ReactNode;
  socialProviders?: SocialProviders;
}) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<AuthDialogMode>('login');
  const [everOpened, setEverOpened] = useState(false);
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const open = useCallback((next: AuthDialogMode, options: AuthDialogOpenOptions = {}) => {
    setMode(next);
    setReturnTo(options.returnTo ?? null);
    setIsOpen(true);
    setEverOpened(true);
  }, []);
  const close = useCallback(() => {
    setIsOpen(false);
    setReturnTo(null);
  }, []);
  const onOpenChange = useCallback((next: boolean) => (next ? setIsOpen(true) : close()), [close]);

  // docs/product.md §2: the dialog closes itself once a session exists, and a visitor who was sent here
  // from a protected page goes back to it.
  useEffect(() => {
    if (!user) return;
    setIsOpen(false);
    if (returnTo) {
      setReturnTo(null);
      void navigate(returnTo);
    }
  }, [user, returnTo, navigate]);

  const value = useMemo(
    () => ({ isOpen, mode, open, close, setMode }),
    [isOpen, mode, open, close],
  );

  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={isOpen && !user}
            mode={mode}
            returnTo={returnTo}
            socialProviders={socialProviders}
            onOpenChange={onOpenChange}
            onModeChange={setMode}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
