import { createContext, useContext } from 'react';
import type { SiteConfig } from '@shared/schemas/site-config.ts';

export type AuthDialogMode = 'login' | 'register';

export interface AuthDialogOpenOptions {
  /** Where to go once signed in (the protected page that sent the visitor here). */
  returnTo?: string;
}

export interface AuthDialogContextValue {
  isOpen: boolean;
  mode: AuthDialogMode;
  open: (mode: AuthDialogMode, options?: AuthDialogOpenOptions) => void;
  close: () => void;
  setMode: (mode: AuthDialogMode) => void;
}

/** The sign-in providers besides email that the server offers (GET /config `features`). */
export type SocialProviders = Pick<SiteConfig['features'], 'google' | 'oidc'>;

// Apart from the provider: lazily loaded pages import this module, and importing the provider
// (which itself lazily imports the dialog) from them makes the bundler split the entry chunk.
export const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function useAuthDialog(): AuthDialogContextValue {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return context;
}
