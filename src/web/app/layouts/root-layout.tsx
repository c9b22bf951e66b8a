import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isAdminPath } from '@shared/routes.ts';
import { LoadingScreen } from '@web/components/ui/loading-screen.tsx';
import { AuthDialogProvider } from '@web/features/auth/auth-dialog-provider.tsx';
import { useSiteConfig } from '@web/features/site-config/api/get-site-config.ts';
import { PromoPopupHost } from '@web/features/site-config/components/promo-popup-host.tsx';
import { SiteHtmlBlock } from '@web/features/site-config/components/site-html-block.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[110] rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}

function StorefrontShell() {
  const config = useSiteConfig();
  const content = config.data?.site.content;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHtmlBlock
        html={content?.aboveHeader}
        label="Announcement"
        className="bg-primary px-4 py-2 text-center text-primary-foreground [&_a]:text-primary-foreground"
      />
      <SiteHeader categories={config.data?.books.categories} categoriesStatus={config.status} />
      <SiteHtmlBlock
        html={content?.belowHeader}
        label="Notice"
        className="border-b bg-accent px-4 py-2 text-center text-accent-foreground"
      />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <PromoPopupHost html={content?.popup} />
    </div>
  );
}

/** The shell of every page: the storefront's header and footer, hidden on admin paths. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthDialogProvider>
      <ScrollRestoration />
      {isAdminPath(pathname) ? (
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      ) : (
        <StorefrontShell />
      )}
    </AuthDialogProvider>
  );
}
