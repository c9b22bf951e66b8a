import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '@web/lib/use-hydrated.ts';
import {
  darkSchemeQuery,
  defaultTheme,
  parseTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  themeStorageKey,
  type ResolvedTheme,
  type Theme,
} from './theme-storage.ts';

export interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkSchemeQuery).matches;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The server cannot know the stored choice: it draws the default, and so does hydration; the
  // stored choice follows at once (theme-init.js has set the page's colours before paint).
  const hydrated = useHydrated();
  const [theme, setThemeState] = useState<Theme>(() =>
    hydrated ? readStoredTheme() : defaultTheme,
  );
  const [prefersDark, setPrefersDark] = useState(() => hydrated && systemPrefersDark());

  useLayoutEffect(() => {
    if (!hydrated) return;
    setThemeState(readStoredTheme());
    setPrefersDark(systemPrefersDark());
  }, [hydrated]);

  // Follow the operating system while the choice is "system".
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(darkSchemeQuery);
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the choice ('storage' fires only in the other tabs; key null = cleared).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === themeStorageKey || event.key === null)
        setThemeState(parseTheme(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const resolvedTheme = resolveTheme(theme, prefersDark);

  useLayoutEffect(() => {
    if (hydrated) document.documentElement.classList.toggle('dark', resolvedTheme === 'dark');
  }, [hydrated, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    storeTheme(next);
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
