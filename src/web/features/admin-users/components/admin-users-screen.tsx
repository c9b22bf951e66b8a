import { Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { userRoles, type AdminUserRow } from '@shared/schemas/admin-users.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { FilterBar, FilterField, FilterSearch } from '@web/components/ui/filter-bar.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Select } from '@web/components/ui/select.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { plural } from '@web/lib/format.ts';
import { useAdminUsers, type AdminUsersQuery } from '../api/get-admin-users.ts';
import { useUserActions } from '../use-user-actions.ts';
import { DisableUserDialog } from './disable-user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

function readQuery(params: URLSearchParams): AdminUsersQuery {
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const role = params.get('role') ?? '';
  const page = Math.floor(Number(params.get('page')));
  return {
    q: q || undefined,
    role: (userRoles as readonly string[]).includes(role) ? role : undefined,
    page: page > 1 ? page : undefined,
  };
}

const displayName = (u: AdminUserRow) => u.fullName || u.username || u.email;

/** /admin/users: find an account, see its orders, change its role, disable or re-enable it. */
export function AdminUsersScreen() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const users = useAdminUsers(query);
  const { user: me } = useCurrentUser();
  const actions = useUserActions();
  const [roleFor, setRoleFor] = useState<AdminUserRow | null>(null);
  const [disableFor, setDisableFor] = useState<AdminUserRow | null>(null);
  const [enableFor, setEnableFor] = useState<AdminUserRow | null>(null);
  const page = query.page ?? 1;

  function go(next: AdminUsersQuery) {
    setParams(adminOrdersUsersApi.usersScreen(next).split('?')[1] ?? '');
  }

  let content;
  if (users.isPending) {
    content = (
      <div role="status" aria-label="Loading accounts" className="space-y-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  } else if (users.isError) {
    content = (
      <QueryError
        title="We couldn't load the accounts"
        error={users.error}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  } else if (users.data.total === 0) {
    content = (
      <EmptyState Icon={Users} title="No accounts match">
        {query.q
          ? `Nobody’s name, email or username contains “${query.q}”.`
          : 'Try another filter.'}
      </EmptyState>
    );
  } else {
    const totalPages = Math.ceil(users.data.total / users.data.pageSize);
    content = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {plural(users.data.total, 'account')}
          {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
        </p>
        <div className={users.isPlaceholderData ? 'opacity-60' : undefined}>
          <UsersTable
            users={users.data.items}
            currentUserId={me?.id}
            busy={actions.busy}
            onChangeRole={setRoleFor}
            onDisable={setDisableFor}
            onEnable={setEnableFor}
          />
        </div>
        <Pagination
          label="Account pages"
          page={page}
          totalPages={totalPages}
          hrefFor={(p) => adminOrdersUsersApi.usersScreen({ ...query, page: p })}
        />
      </div>
    );
  }

  const makeAdmin = roleFor?.role !== 'admin';
  return (
    <AdminPage title="Users" description="Shoppers and staff: roles, access and their orders.">
      <FilterBar className="mb-4 sm:grid-cols-[minmax(16rem,2fr)_minmax(9rem,1fr)]">
        <FilterSearch
          label="Search accounts"
          value={query.q}
          placeholder="Name, email or username"
          onSearch={(q) => go({ ...query, q, page: undefined })}
        />
        <FilterField id="users-role" label="Role">
          <Select
            id="users-role"
            value={query.role ?? ''}
            onChange={(e) => go({ ...query, role: e.target.value || undefined, page: undefined })}
          >
            <option value="">Everyone</option>
            <option value="user">Shoppers</option>
            <option value="admin">Admins</option>
          </Select>
        </FilterField>
      </FilterBar>
      {content}

      <ConfirmDialog
        open={roleFor !== null}
        onOpenChange={(open) => (open ? undefined : setRoleFor(null))}
        title={makeAdmin ? 'Make this person an admin?' : 'Remove admin access?'}
        description={
          roleFor
            ? makeAdmin
              ? `${displayName(roleFor)} will be able to change books, orders, users and settings.`
              : `${displayName(roleFor)} will become a shopper and lose the admin area.`
            : ''
        }
        confirmLabel={makeAdmin ? 'Make admin' : 'Make shopper'}
        busyLabel="Saving…"
        busy={actions.busy}
        onConfirm={() =>
          roleFor &&
          actions.changeRole(roleFor, makeAdmin ? 'admin' : 'user', () => setRoleFor(null))
        }
      />
      <ConfirmDialog
        open={enableFor !== null}
        onOpenChange={(open) => (open ? undefined : setEnableFor(null))}
        title="Re-enable this account?"
        description={enableFor ? `${displayName(enableFor)} will be able to sign in again.` : ''}
        confirmLabel="Re-enable account"
        busyLabel="Saving…"
        busy={actions.busy}
        onConfirm={() => enableFor && actions.enable(enableFor, () => setEnableFor(null))}
      />
      <DisableUserDialog
        user={disableFor}
        busy={actions.busy}
        onCancel={() => setDisableFor(null)}
        onConfirm={(reason) =>
          disableFor && actions.disable(disableFor, reason, () => setDisableFor(null))
        }
      />
    </AdminPage>
  );
}
