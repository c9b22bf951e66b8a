import { createElement, lazy, type ComponentType } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { createBlockingHistory } from '@web/lib/navigation-blocker.ts';
import {
  adminPages,
  adminPaths,
  matchStorefrontPage,
  storefrontPages,
  storefrontPaths,
} from '@shared/pages.ts';
import { paths } from '@web/config/paths.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page module, for Vite to split into its own chunk. Which route draws which is the pages
 * table's business (src/shared/pages.ts), shared with the server.
 */
const pageLoaders = import.meta.glob<{ default: ComponentType }>('../pages/**/*.page.tsx');

/** The loader of a view named as the pages table names it (relative to src/web). */
export function pageLoader(module: string): PageLoader {
  const load = pageLoaders[`../${module}`];
  if (!load) throw new Error(`The pages table names a missing view: ${module}`);
  return load;
}

const loadNotFound: PageLoader = () => import('@web/pages/not-found.page.tsx');

interface LazyPage {
  element: ReturnType<typeof createElement>;
  preload(): Promise<void>;
}

/**
 * A page whose module loads on first use. Unlike React.lazy alone it renders at once, without
 * suspending, once preload() has brought the module: the server preloads every page it renders
 * before its first render (a suspended part would need an inline script to finish, which the
 * CSP refuses), and the browser preloads the page it hydrates, so both draw the same tree.
 */
function lazyPage(load: PageLoader): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page() {
    return loaded ? createElement(loaded) : createElement(Suspending);
  }
  return { element: createElement(Page), preload };
}

const lazyPages = new Map<PageLoader, LazyPage>();

function lazyElement(load: PageLoader) {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazyPage(load);
    lazyPages.set(load, page);
  }
  return page.element;
}

/** Brings the module of the storefront page at `pathname` (the not-found page for other paths). */
export function preloadStorefrontPage(pathname: string): Promise<void> {
  const matched = matchStorefrontPage(pathname);
  const load = matched ? pageLoader(matched.page.view) : loadNotFound;
  return lazyPages.get(load)?.preload() ?? Promise.resolve();
}

/** Brings every storefront page's module and the not-found page's (the server, at start). */
export async function preloadStorefrontPages(): Promise<void> {
  await Promise.all(
    [...Object.values(storefrontPages).map((p) => pageLoader(p.view)), loadNotFound].map((load) =>
      lazyPages.get(load)?.preload(),
    ),
  );
}

function pageRoute(path: string, load: PageLoader, indexPath: string): RouteObject {
  return path === indexPath
    ? { index: true, element: lazyElement(load) }
    : { path, element: lazyElement(load) };
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      ...storefrontPaths.map((path) =>
        pageRoute(path, pageLoader(storefrontPages[path].view), paths.home),
      ),
      {
        path: paths.admin.dashboard,
        // The admin area and its pages never load on storefront pages.
        element: lazyElement(() => import('./layouts/admin-layout.tsx')),
        children: [
          ...adminPaths.map((path) =>
            pageRoute(path, pageLoader(adminPages[path].view), paths.admin.dashboard),
          ),
          { path: '*', element: lazyElement(loadNotFound) },
        ],
      },
      { path: '*', element: lazyElement(loadNotFound) },
    ],
  },
];

/** The page at the current address, inside the boundary that catches what it throws. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

let history: ReturnType<typeof createBlockingHistory> | undefined;

/**
 * React Router's declarative router over the browser's history (ADR 023: its data router would
 * add 15 KB gzip to every page), with the blocker that unsaved forms need.
 */
export function AppRouter() {
  // Created on first render rather than at import, so the route table can be imported in tests.
  history ??= createBlockingHistory();
  return (
    // Without transitions: a new address shows its page (or the loading state) at once, never
    // the previous page under the new address.
    <HistoryRouter history={history} useTransitions={false}>
      <AppRoutes />
    </HistoryRouter>
  );
}
