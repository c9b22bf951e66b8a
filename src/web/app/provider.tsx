import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@web/features/theme/theme-provider.tsx';
import { ToastProvider } from '@web/app/toast/toast-provider.tsx';
import { PageDataContext, type PageDataSource } from '@web/lib/page-data.ts';

/**
 * Providers that need no router: data, the first render's page data, theme and toasts. The
 * browser passes its one query client and the loaded page's data; the server a fresh client and
 * the answers of each page it renders.
 */
export function AppProvider({
  client,
  pageData,
  children,
}: {
  client: QueryClient;
  pageData: PageDataSource;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <PageDataContext.Provider value={pageData}>
        <ThemeProvider>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </PageDataContext.Provider>
    </QueryClientProvider>
  );
}
