/**
 * docs/product.md §1 "Theme preference" with docs/product.md "Theme": light when nothing is stored.
 * public/theme-init.js repeats this logic before first paint; keep the two in step.
 */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = 'light' | 'dark';

export const themeStorageKey = 'theme';
export const defaultTheme: Theme = 'light';
export const darkSchemeQuery = '(prefers-color-scheme: dark)';

export function parseTheme(value: string | null | undefined): Theme {
  return themes.includes(value as Theme) ? (value as Theme) : defaultTheme;
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

export function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(themeStorageKey));
  } catch {
    return defaultTheme;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}
