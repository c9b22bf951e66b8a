import {
  BarChart3,
  BookOpen,
  BookUser,
  Building2,
  CalendarClock,
  Filter,
  Images,
  LayoutDashboard,
  Library,
  MessageSquareWarning,
  ShieldCheck,
  Mail,
  MapPinned,
  Menu,
  Package,
  PackageOpen,
  Settings,
  SlidersHorizontal,
  TicketPercent,
  Store,
  Upload,
  Rss,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { LoadingScreen } from '@web/components/ui/loading-screen.tsx';
import { adminPages, matchAdminPage } from '@shared/pages.ts';
import { holds } from '@shared/permissions.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { paths } from '@web/config/paths.ts';
import { useNewOrderAlerts } from '@web/features/admin-orders/use-new-order-alerts.ts';
import { cn } from '@web/lib/cn.ts';
import { useKeyboardInset } from '@web/lib/use-keyboard-inset.ts';
import { Logo } from './logo.tsx';
import { SkipLink } from './root-layout.tsx';

interface AdminLink {
  label: string;
  to: string;
  end: boolean;
  Icon: LucideIcon;
  /** Also in the phone's bottom bar. */
  bar?: boolean;
}

const adminLinks: AdminLink[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, end: true, Icon: LayoutDashboard, bar: true },
  { label: 'Books', to: paths.admin.books, end: false, Icon: BookOpen, bar: true },
  { label: 'People', to: paths.admin.contributors, end: false, Icon: BookUser },
  { label: 'Series', to: paths.admin.series, end: false, Icon: Library },
  { label: 'Publishers', to: paths.admin.publishers, end: false, Icon: Building2 },
  { label: 'Images', to: paths.admin.images, end: false, Icon: Images },
  { label: 'Bulk upload', to: paths.admin.bulkUpload, end: false, Icon: Upload },
  { label: 'ONIX feeds', to: paths.admin.feeds, end: false, Icon: Rss },
  { label: 'Orders', to: paths.admin.orders, end: false, Icon: Package, bar: true },
  { label: 'Pre-orders', to: paths.admin.preorders, end: false, Icon: CalendarClock },
  { label: 'Returns', to: paths.admin.returns, end: false, Icon: PackageOpen },
  { label: 'Users', to: paths.admin.users, end: false, Icon: Users },
  { label: 'Reviews', to: paths.admin.reviews, end: false, Icon: MessageSquareWarning },
  { label: 'Staff', to: paths.admin.staff, end: false, Icon: ShieldCheck },
  { label: 'Analytics', to: paths.admin.analytics, end: false, Icon: BarChart3 },
  { label: 'Promotions', to: paths.admin.promotions, end: false, Icon: TicketPercent },
  { label: 'Delivery zones', to: paths.admin.delivery, end: false, Icon: MapPinned },
  { label: 'Settings', to: paths.admin.settings, end: false, Icon: Settings },
  {
    label: 'Site configuration',
    to: paths.admin.configuration,
    end: false,
    Icon: SlidersHorizontal,
  },
  { label: 'Conditional queries', to: paths.admin.conditionalQueries, end: false, Icon: Filter },
  { label: 'Outbox', to: paths.admin.outbox, end: false, Icon: Mail },
];

/** The pending-order count beside "Orders": read as "Orders, 3 pending". */
function PendingBadge({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums',
        className,
      )}
    >
      <span className="sr-only">, </span>
      {count > 99 ? '99+' : count}
      <span className="sr-only"> pending</span>
    </span>
  );
}

/** The admin links the signed-in staff member's role opens (ADR 038). */
export function useAdminLinks(): AdminLink[] {
  const { user } = useCurrentUser();
  return adminLinks.filter((link) => {
    // The dashboard is figures: those without analytics start at their first screen.
    if (link.to === paths.admin.dashboard) return holds(user, 'analytics');
    const page = matchAdminPage(link.to);
    return holds(user, page ? adminPages[page].need : null);
  });
}

function SectionLinks({ pending, onNavigate }: { pending?: number; onNavigate?: () => void }) {
  const links = useAdminLinks();
  return (
    <ul className="grid gap-1">
      {links.map(({ label, to, end, Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground md:h-9',
                isActive && 'bg-accent text-accent-foreground',
              )
            }
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
            {to === paths.admin.orders ? (
              <PendingBadge count={pending} className="ml-auto" />
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Adds the admin's web app manifest while the admin area is open, so "Add to Home screen" from
 * here installs the admin (opening on /admin), not the storefront (ADR 022).
 */
function useAdminManifest() {
  useEffect(() => {
    const links = [
      ['manifest', '/admin.webmanifest'],
      ['apple-touch-icon', '/icons/apple-touch-icon.png'],
    ]
      .filter(([rel]) => !document.querySelector(`link[rel="${rel}"]`))
      .map(([rel, href]) => {
        const link = document.createElement('link');
        link.rel = rel!;
        link.href = href!;
        return document.head.appendChild(link);
      });
    return () => links.forEach((link) => link.remove());
  }, []);
}

/**
 * The admin area's frame (ADR 022). Wide screens: a side navigation. Phones: a slim top bar,
 * a bottom bar with the busiest screens and a Menu sheet with every screen, each one tap away.
 * The bottom bar steps aside while the on-screen keyboard is up. Lazily loaded.
 */
export default function AdminLayout() {
  const { user } = useCurrentUser();
  const links = useAdminLinks();
  const pending = useNewOrderAlerts(holds(user, 'orders.view'));
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useKeyboardInset();
  useAdminManifest();
  const inMenuOnly = !links.some(
    (l) => l.bar && (l.end ? pathname === l.to : pathname.startsWith(l.to)),
  );

  return (
    <div className="flex min-h-dvh flex-col [--admin-bar:calc(4rem+env(safe-area-inset-bottom))] md:flex-row md:[--admin-bar:0px]">
      <SkipLink />
      <header className="flex items-center justify-between gap-2 border-b bg-card px-4 py-2 md:hidden">
        <Logo className="[&_span]:text-xl" />
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
          Admin
        </span>
      </header>
      <aside aria-label="Admin" className="hidden border-r bg-card md:block md:w-60 md:shrink-0">
        <div className="flex items-center justify-between gap-2 p-4">
          <Logo />
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            Admin
          </span>
        </div>
        <nav aria-label="Admin sections" className="px-2 pb-4">
          <SectionLinks pending={pending} />
          <Link
            to={paths.home}
            className="mt-4 block px-3 text-sm text-muted-foreground underline-offset-4 hover:underline"
          >
            Back to the shop
          </Link>
        </nav>
      </aside>
      <main
        id="main-content"
        tabIndex={-1}
        className="min-w-0 flex-1 pb-[var(--admin-bar)] focus:outline-none"
      >
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label="Admin shortcuts"
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)] md:hidden [[data-keyboard=open]_&]:hidden"
      >
        <ul
          className="grid h-16"
          style={{
            gridTemplateColumns: `repeat(${links.filter((l) => l.bar).length + 1}, minmax(0, 1fr))`,
          }}
        >
          {links
            .filter((l) => l.bar)
            .map(({ label, to, end, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'relative flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted-foreground',
                      isActive && 'text-accent-foreground [&_svg]:text-primary',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                  {to === paths.admin.orders ? (
                    <PendingBadge count={pending} className="absolute top-1.5 left-1/2 ml-2" />
                  ) : null}
                </NavLink>
              </li>
            ))}
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              className={cn(
                'flex h-full w-full cursor-pointer flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted-foreground',
                inMenuOnly && 'text-accent-foreground [&_svg]:text-primary',
              )}
            >
              <Menu aria-hidden="true" className="size-5" />
              Menu
            </button>
          </li>
        </ul>
      </nav>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        <DialogContent side="bottom" closeLabel="Close the menu">
          <DialogTitle className="text-xl">Admin</DialogTitle>
          <DialogDescription>Every admin screen.</DialogDescription>
          <nav aria-label="All admin sections" className="mt-3">
            <SectionLinks pending={pending} onNavigate={() => setMenuOpen(false)} />
            <Link
              to={paths.home}
              onClick={() => setMenuOpen(false)}
              className="mt-2 flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent"
            >
              <Store aria-hidden="true" className="size-4" />
              Back to the shop
            </Link>
          </nav>
        </DialogContent>
      </Dialog>
    </div>
  );
}
