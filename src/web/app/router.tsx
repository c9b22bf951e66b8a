import { createElement, lazy, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { adminPaths, storefrontPaths } from '@shared/routes.ts';
import { paths } from '@web/config/paths.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page of docs/product.md §2 loads lazily. Typing the tables by the shared route lists makes the
 * compiler insist on exactly the paths of @shared/routes.ts, no more and no fewer.
 */
const storefrontPages: Record<(typeof storefrontPaths)[number], PageLoader> = {
  '/': () => import('@web/pages/home.page.tsx'),
  '/collections': () => import('@web/pages/collections.page.tsx'),
  '/shop': () => import('@web/pages/collections.page.tsx'),
  '/books': () => import('@web/pages/books.page.tsx'),
  '/books/:id': () => import('@web/pages/book-detail.page.tsx'),
  '/cart': () => import('@web/pages/cart.page.tsx'),
  '/checkout': () => import('@web/pages/checkout.page.tsx'),
  '/thank-you': () => import('@web/pages/thank-you.page.tsx'),
  '/forgot-password': () => import('@web/pages/forgot-password.page.tsx'),
  '/reset-password': () => import('@web/pages/reset-password.page.tsx'),
  '/confirm-email': () => import('@web/pages/confirm-email.page.tsx'),
  '/profile': () => import('@web/pages/profile.page.tsx'),
  '/orders': () => import('@web/pages/orders.page.tsx'),
  '/orders/:id': () => import('@web/pages/order-detail.page.tsx'),
  '/wishlist': () => import('@web/pages/wishlist.page.tsx'),
  '/notifications': () => import('@web/pages/notifications.page.tsx'),
  '/contact': () => import('@web/pages/contact.page.tsx'),
  '/privacy-policy': () => import('@web/pages/privacy-policy.page.tsx'),
  '/refund-cancellation-policy': () => import('@web/pages/refund-cancellation-policy.page.tsx'),
  '/shipping-policy': () => import('@web/pages/shipping-policy.page.tsx'),
  '/terms-and-conditions': () => import('@web/pages/terms-and-conditions.page.tsx'),
  '/setup': () => import('@web/pages/setup.page.tsx'),
};

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
      ...storefrontPaths.map((path) => pageRoute(path, storefrontPages[path], paths.home)),
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
