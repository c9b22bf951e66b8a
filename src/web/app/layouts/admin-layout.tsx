import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { LoadingScreen } from '@web/components/ui/loading-screen.tsx';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { Logo } from './logo.tsx';
import { SkipLink } from './root-layout.tsx';

const adminLinks = [
  { label: 'Dashboard', to: paths.admin.dashboard, end: true },
  { label: 'Books', to: paths.admin.books, end: false },
  { label: 'Images', to: paths.admin.images, end: false },
  { label: 'Bulk upload', to: paths.admin.bulkUpload, end: false },
  { label: 'Orders', to: paths.admin.orders, end: false },
  { label: 'Users', to: paths.admin.users, end: false },
  { label: 'Analytics', to: paths.admin.analytics, end: false },
  { label: 'Settings', to: paths.admin.settings, end: false },
  { label: 'Site configuration', to: paths.admin.configuration, end: false },
  { label: 'Conditional queries', to: paths.admin.conditionalQueries, end: false },
  { label: 'Outbox', to: paths.admin.outbox, end: false },
];

/** The admin area's own minimal frame: a side navigation and the screen. Lazily loaded. */
export default function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <SkipLink />
      <aside
        aria-label="Admin"
        className="border-b bg-card md:w-60 md:shrink-0 md:border-r md:border-b-0"
      >
        <div className="flex items-center justify-between gap-2 p-4">
          <Logo />
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            Admin
          </span>
        </div>
        <nav aria-label="Admin sections" className="px-2 pb-4">
          <ul className="flex gap-1 overflow-x-auto md:grid">
            {adminLinks.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground',
                      isActive && 'bg-accent text-accent-foreground',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link
            to={paths.home}
            className="mt-4 hidden px-3 text-sm text-muted-foreground underline-offset-4 hover:underline md:block"
          >
            Back to the shop
          </Link>
        </nav>
      </aside>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
