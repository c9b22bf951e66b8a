import type { CurrentUser } from '@shared/schemas/auth.ts';
import { DeferredMenu } from '@web/components/ui/deferred-menu.tsx';
import { loadOnce } from '@web/lib/lazy-with-preload.ts';
import { AccountMenuButton } from './account-menu-button.tsx';

const loadMenu = loadOnce(() => import('./account-menu.tsx'));

/** The header's account menu for a signed-in user; its menu code loads after first paint. */
export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <DeferredMenu
      load={loadMenu}
      menuProps={{ fullName: user.fullName, email: user.email, isAdmin: user.role !== 'user' }}
      placeholder={(props) => (
        <AccountMenuButton fullName={user.fullName} email={user.email} {...props} />
      )}
    />
  );
}
