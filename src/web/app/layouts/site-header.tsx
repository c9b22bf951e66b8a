import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { useAuthDialog } from '@web/app/session/auth-dialog-context.ts';
import { UserMenu } from '@web/features/auth/components/user-menu.tsx';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { CategoriesMenu } from '@web/features/catalog/components/categories-menu.tsx';
import { HeaderSearch } from '@web/features/catalog/components/header-search.tsx';
import { ThemeSwitcher } from '@web/features/theme/components/theme-switcher.tsx';
import { cn } from '@web/lib/cn.ts';
import { Logo } from './logo.tsx';
import { mainNavLinks } from './nav-links.ts';
import { ShopperLinks } from './shopper-links.tsx';

// The drawer is only needed once someone opens it on a small screen.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx'));
// The counts need a signed-in shopper, known only after the me call: their code loads then.
const ShopperCounts = lazy(() => import('./shopper-counts.tsx'));

export interface SiteHeaderProps {
  categories: readonly string[] | undefined;
  categoriesStatus: 'pending' | 'error' | 'success';
}

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive && 'text-primary underline decoration-2 underline-offset-8',
  );

/** docs/product.md §2 "Header": logo, links, categories, search, wishlist, cart, sign-in; a drawer on mobile. */
export function SiteHeader({ categories, categoriesStatus }: SiteHeaderProps) {
  const { user, isLoading } = useCurrentUser();
  const authDialog = useAuthDialog();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <header className="border-b bg-card print:hidden">
      <Container className="flex flex-wrap items-center gap-x-2 gap-y-3 py-3 md:flex-nowrap md:gap-x-4">
        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className="-ml-2 md:hidden"
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </Button>
        <Logo />
        <HeaderSearch className="order-last w-full md:order-none md:mx-4 md:max-w-xl md:flex-1" />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <ThemeSwitcher />
          {user ? (
            <Suspense fallback={<ShopperLinks cartCount={0} wishlistCount={0} unread={0} />}>
              <ShopperCounts />
            </Suspense>
          ) : (
            <ShopperLinks cartCount={0} wishlistCount={0} unread={null} />
          )}
          {user ? (
            <UserMenu user={user} />
          ) : (
            // Invisible while the session loads: it keeps its room without flashing.
            <div className={cn('ml-2 hidden md:block', isLoading && 'invisible')}>
              <Button onClick={() => authDialog.open('login')}>Sign In</Button>
            </div>
          )}
        </div>
      </Container>
      <nav aria-label="Main" className="hidden border-t md:block">
        <Container>
          <ul className="-ml-3 flex items-center gap-1 py-1">
            {mainNavLinks.slice(0, 3).map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end={link.end} className={navLinkClassName}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <CategoriesMenu categories={categories} status={categoriesStatus} />
            </li>
            {mainNavLinks.slice(3).map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end={link.end} className={navLinkClassName}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            returnFocusTo={menuButtonRef}
            categories={categories}
            user={user}
            onSignIn={(mode) => {
              setDrawerOpen(false);
              authDialog.open(mode);
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
