import { Heart, LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import type { CurrentUser } from '@shared/schemas/auth.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { paths } from '@web/config/paths.ts';
import type { AuthDialogMode } from '@web/app/session/auth-dialog-context.ts';
import { useLogout } from '@web/features/auth/hooks/use-logout.ts';
import { cn } from '@web/lib/cn.ts';
import { Logo } from './logo.tsx';
import { mainNavLinks } from './nav-links.ts';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it on close (it is not a Radix trigger). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  categories: readonly string[] | undefined;
  user: CurrentUser | null;
  onSignIn: (mode: AuthDialogMode) => void;
}

const linkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 items-center rounded-md px-3 font-medium hover:bg-accent hover:text-accent-foreground',
    isActive && 'bg-accent text-accent-foreground',
  );

/**
 * docs/product.md §2 "Mobile": a side drawer with the header's links plus Sign In and Register, or the
 * account links and Logout when signed in.
 */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  categories,
  user,
  onSignIn,
}: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  const { logout, isPending } = useLogout();
  const accountLinks = user
    ? [
        { label: 'Profile', to: paths.profile, Icon: UserRound },
        { label: 'Orders', to: paths.orders, Icon: Package },
        { label: 'Wishlist', to: paths.wishlist, Icon: Heart },
        ...(user.role !== 'user'
          ? [{ label: 'Admin Dashboard', to: paths.admin.dashboard, Icon: LayoutDashboard }]
          : []),
      ]
    : [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="left"
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="pr-10">
          <Logo onClick={close} />
        </div>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end={link.end} className={linkClassName} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {categories && categories.length > 0 ? (
            <>
              <h2 className="mt-6 mb-2 px-3 font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Categories
              </h2>
              <ul className="grid grid-cols-2 gap-1">
                {categories.map((category) => (
                  <li key={category}>
                    <Link
                      to={paths.collections({ category })}
                      className="flex min-h-10 items-center rounded-md px-3 py-1 text-sm hover:bg-accent hover:text-accent-foreground"
                      onClick={close}
                    >
                      {category}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </nav>
        {user ? (
          <nav aria-label="Account" className="mt-auto border-t pt-5">
            <p className="mb-2 truncate px-3 text-sm text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{user.email}</span>
            </p>
            <ul className="grid gap-1">
              {accountLinks.map(({ label, to, Icon }) => (
                <li key={label}>
                  <NavLink to={to} className={linkClassName} onClick={close}>
                    <Icon aria-hidden="true" className="mr-3 size-4" />
                    {label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  disabled={isPending}
                  className="flex h-11 w-full cursor-pointer items-center rounded-md px-3 font-medium hover:bg-accent hover:text-accent-foreground disabled:opacity-60"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  <LogOut aria-hidden="true" className="mr-3 size-4" />
                  Logout
                </button>
              </li>
            </ul>
          </nav>
        ) : (
          <div className="mt-auto grid gap-2 border-t pt-5">
            <Button onClick={() => onSignIn('login')}>Sign In</Button>
            <Button variant="outline" onClick={() => onSignIn('register')}>
              Register
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
