import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@web/features/theme/theme-provider.tsx';
import { ToastProvider } from '@web/app/toast/toast-provider.tsx';
import { createQueryClient } from '@web/lib/query-client.ts';

/** One client for the page's lifetime, with the docs/product.md §9 defaults. */
export const queryClient = createQueryClient();

/** Providers that need no router: data, theme and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
