import { createElement, lazy, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { storefrontPages } from '@shared/pages.ts';
import { adminPaths, storefrontPaths } from '@shared/routes.ts';
import { paths } from '@web/config/paths.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page module, for Vite to split into its own chunk. Which route draws which is the pages
 * table's business (src/shared/pages.ts), shared with the server.
 */
const pageLoaders = import.meta.glob<{ default: ComponentType }>('../pages/**/*.page.tsx');

/** The loader of a module named as the pages table names it (relative to src/web). */
export function pageLoader(module: string): PageLoader {
  const load = pageLoaders[`../${module}`];
  if (!load) throw new Error(`The pages table names a missing module: ${module}`);
  return load;
}

const adminPages: Record<(typeof adminPaths)[number], PageLoader> = {
  '/admin': () => import('@web/pages/admin/dashboard.page.tsx'),
  '/admin/books': () => import('@web/pages/admin/books.page.tsx'),
  '/admin/images': () => import('@web/pages/admin/images.page.tsx'),
  '/admin/books/new': () => import('@web/pages/admin/book-form.page.tsx'),
  '/admin/books/:id/edit': () => import('@web/pages/admin/book-form.page.tsx'),
  '/admin/bulk-upload': () => import('@web/pages/admin/bulk-upload.page.tsx'),
  '/admin/orders': () => import('@web/pages/admin/orders.page.tsx'),
  '/admin/users': () => import('@web/pages/admin/users.page.tsx'),
  '/admin/analytics': () => import('@web/pages/admin/analytics.page.tsx'),
  '/admin/settings': () => import('@web/pages/admin/settings.page.tsx'),
  '/admin/configuration': () => import('@web/pages/admin/configuration.page.tsx'),
  '/admin/conditional-queries': () => import('@web/pages/admin/conditional-queries.page.tsx'),
  '/admin/outbox': () => import('@web/pages/admin/outbox.page.tsx'),
};

const loadNotFound: PageLoader = () => import('@web/pages/not-found.page.tsx');

function lazyElement(load: PageLoader) {
  return createElement(lazy(load));
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
    errorElement: <RouteError />,
    children: [
      ...storefrontPaths.map((path) =>
        pageRoute(path, pageLoader(storefrontPages[path].module), paths.home),
      ),
      {
        path: paths.admin.dashboard,
        // The admin area and its pages never load on storefront pages.
        element: lazyElement(() => import('./layouts/admin-layout.tsx')),
        children: [
          ...adminPaths.map((path) => pageRoute(path, adminPages[path], paths.admin.dashboard)),
          { path: '*', element: lazyElement(loadNotFound) },
        ],
      },
      { path: '*', element: lazyElement(loadNotFound) },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  // Created on first render rather than at import, so the route table can be imported in tests.
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
