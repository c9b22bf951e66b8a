import { lazy, memo, Suspense, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollRestoration } from '@web/lib/scroll-restoration.tsx';
import { isAdminPath } from '@shared/routes.ts';
import { LoadingScreen } from '@web/components/ui/loading-screen.tsx';
import { AuthDialogProvider } from '@web/features/auth/auth-dialog-provider.tsx';
import { CurrentUserProvider } from '@web/app/session/current-user-provider.tsx';
import { useOAuthReturn } from '@web/features/auth/hooks/use-oauth-return.ts';
import { useSessionGate } from '@web/features/auth/hooks/use-session-gate.ts';
import { useSiteConfig } from '@web/features/site-config/api/get-site-config.ts';
import { PromoPopupHost } from '@web/features/site-config/components/promo-popup-host.tsx';
import { SiteHtmlBlock } from '@web/features/site-config/components/site-html-block.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useStorefrontTracking } from './use-storefront-tracking.ts';

// Only a signed-in shopper who opens an admin address ever sees it.
const NoAccessPage = lazy(() => import('@web/pages/no-access.page.tsx'));

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

// Memoised, with its page passed as one lasting element: when the session arrives (the me call)
// only what reads it renders again, not the whole header, page and footer.
const StorefrontShell = memo(function StorefrontShell({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
  useStorefrontTracking(config.data?.features.metaPixelId);
  const content = config.data?.site.content;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHtmlBlock
        html={content?.aboveHeader}
        label="Announcement"
        className="bg-primary px-4 py-2 text-center text-primary-foreground print:hidden [&_a]:text-primary-foreground"
      />
      <SiteHeader categories={config.data?.books.categories} categoriesStatus={config.status} />
      <SiteHtmlBlock
        html={content?.belowHeader}
        label="Notice"
        className="border-b bg-accent px-4 py-2 text-center text-accent-foreground print:hidden"
      />
      {/* At least a screen tall: the footer starts below the fold, so a page that loads its
          content after the first paint does not push the footer down in view (layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>{children}</Suspense>
      </main>
      <SiteFooter />
      <PromoPopupHost html={content?.popup} />
    </div>
  );
});

/** The page itself, once the session allows it (docs/product.md §2 "Protected paths"; admin role). */
function GatedPage() {
  const { pathname } = useLocation();
  const gate = useSessionGate();
  useOAuthReturn();
  const outlet = useMemo(() => <Outlet />, []);
  const admin = isAdminPath(pathname);
  const page =
    gate === 'render' ? (
      outlet
    ) : gate === 'forbidden' ? (
      <NoAccessPage />
    ) : (
      <LoadingScreen fullScreen={admin} />
    );
  if (admin) return <Suspense fallback={<LoadingScreen />}>{page}</Suspense>;
  return <StorefrontShell>{page}</StorefrontShell>;
}

/** The shell of every page: the storefront's header and footer, hidden on admin paths. */
export function RootLayout() {
  const config = useSiteConfig();
  return (
    <CurrentUserProvider>
      <AuthDialogProvider socialProviders={config.data?.features}>
        <ScrollRestoration />
        <GatedPage />
      </AuthDialogProvider>
    </CurrentUserProvider>
  );
}
