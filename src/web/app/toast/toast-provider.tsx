import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { whenIdle } from '@web/lib/lazy-with-preload.ts';
import {
  toastHotkey,
  toastReducer,
  type ToastEntry,
  type ToastOptions,
} from '@web/lib/toast-store.ts';

export interface ToastContextValue {
  toasts: ToastEntry[];
  toast: (options: ToastOptions) => string;
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

// The Radix toast UI arrives in its own chunk once the browser is idle after the page has
// painted (or with the first toast); toasts raised before it loads are kept in state and shown
// when it does.
const Toaster = lazy(() => import('./toaster.tsx'));

/** Time for the closing animation before a dismissed toast leaves the list. */
const removeDelayMs = 300;

let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const [toasterMounted, setToasterMounted] = useState(false);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const hotkeyPressedEarly = useRef(false);

  // F8 pressed before the toast area's code arrived still moves focus there once it has.
  useEffect(() => {
    if (toasterMounted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === toastHotkey) hotkeyPressedEarly.current = true;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toasterMounted]);

  const onToasterMount = useCallback((focusViewport: () => void) => {
    if (hotkeyPressedEarly.current) focusViewport();
    hotkeyPressedEarly.current = false;
    setToasterMounted(true);
  }, []);

  const dismiss = useCallback((id?: string) => {
    dispatch({ type: 'dismiss', id });
    window.setTimeout(() => dispatch({ type: 'remove', id }), removeDelayMs);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter += 1;
    const id = `toast-${counter}`;
    dispatch({ type: 'add', toast: { ...options, id, open: true } });
    return id;
  }, []);

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {idle || toasts.length > 0 ? (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={dismiss} onMount={onToasterMount} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
