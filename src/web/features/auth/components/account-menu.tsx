import { Heart, LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { DeferredMenuState } from '@web/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu.tsx';
import { paths } from '@web/config/paths.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { AccountMenuButton } from './account-menu-button.tsx';

export interface AccountMenuProps {
  fullName: string;
  email: string;
  isAdmin: boolean;
}

/** docs/product.md §2 user menu: Profile, Orders, Wishlist, Admin Dashboard (admins only), Logout. */
export default function AccountMenu({
  fullName,
  email,
  isAdmin,
  defaultOpen,
  autoFocus,
}: AccountMenuProps & DeferredMenuState) {
  const { logout, isPending } = useLogout();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton fullName={fullName} email={email} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <div className="grid gap-0.5 px-2 py-1.5">
          <span className="truncate text-sm font-semibold">{fullName || 'My account'}</span>
          <span className="truncate text-xs text-muted-foreground">{email}</span>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.orders}>
            <Package aria-hidden="true" />
            Orders
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.wishlist}>
            <Heart aria-hidden="true" />
            Wishlist
          </Link>
        </DropdownMenuItem>
        {isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.dashboard}>
              <LayoutDashboard aria-hidden="true" />
              Admin Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
