import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export type AuthDialogMode = 'login' | 'register';

export interface AuthDialogContextValue {
  isOpen: boolean;
  mode: AuthDialogMode;
  open: (mode: AuthDialogMode) => void;
  close: () => void;
  setMode: (mode: AuthDialogMode) => void;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

// Loaded on first open: most visits never sign in.
const AuthDialog = lazy(() => import('./components/auth-dialog.tsx'));

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<AuthDialogMode>('login');
  const [everOpened, setEverOpened] = useState(false);

  const open = useCallback((next: AuthDialogMode) => {
    setMode(next);
    setIsOpen(true);
    setEverOpened(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  const value = useMemo(
    () => ({ isOpen, mode, open, close, setMode }),
    [isOpen, mode, open, close],
  );

  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <AuthDialog open={isOpen} mode={mode} onOpenChange={setIsOpen} onModeChange={setMode} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return context;
}
