import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { paths } from '@web/config/paths.ts';
import type { AuthDialogMode } from '@web/features/auth/auth-dialog-provider.tsx';
import { cn } from '@web/lib/cn.ts';
import { Logo } from './logo.tsx';
import { mainNavLinks } from './nav-links.ts';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it on close (it is not a Radix trigger). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  categories: readonly string[] | undefined;
  signedIn: boolean;
  onSignIn: (mode: AuthDialogMode) => void;
}

const linkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 items-center rounded-md px-3 font-medium hover:bg-accent hover:text-accent-foreground',
    isActive && 'bg-accent text-accent-foreground',
  );

/** SPEC §2 "Mobile": a side drawer with the header's links plus Sign In and Register. */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  categories,
  signedIn,
  onSignIn,
}: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
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
        {signedIn ? null : (
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
