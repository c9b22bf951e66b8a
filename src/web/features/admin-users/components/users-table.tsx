import { Link } from 'react-router';
import type { AdminUserRow } from '@shared/schemas/admin-users.ts';
import { Button, buttonVariants } from '@web/components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';
import { adminOrdersUsersApi } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDate } from '@web/lib/format.ts';

export interface UsersTableProps {
  users: AdminUserRow[];
  /** The signed-in admin, who may not disable themself. */
  currentUserId: number | undefined;
  busy: boolean;
  onChangeRole: (user: AdminUserRow) => void;
  onDisable: (user: AdminUserRow) => void;
  onEnable: (user: AdminUserRow) => void;
}

function Pill({ tone, children }: { tone: 'accent' | 'muted' | 'danger'; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold',
        tone === 'accent' && 'border-primary/40 text-primary',
        tone === 'muted' && 'text-muted-foreground',
        tone === 'danger' && 'border-destructive/40 text-destructive',
      )}
    >
      {children}
    </span>
  );
}

export function UsersTable({
  users,
  currentUserId,
  busy,
  onChangeRole,
  onDisable,
  onEnable,
}: UsersTableProps) {
  return (
    <Table aria-label="Accounts, newest first">
      <TableHead>
        <tr>
          <TableHeaderCell scope="col">Name</TableHeaderCell>
          <TableHeaderCell scope="col">Email</TableHeaderCell>
          <TableHeaderCell scope="col">Role</TableHeaderCell>
          <TableHeaderCell scope="col">Status</TableHeaderCell>
          <TableHeaderCell scope="col">Joined</TableHeaderCell>
          <TableHeaderCell scope="col" className="text-right">
            Orders
          </TableHeaderCell>
          {/* relative: keeps the hidden text inside the table's scroll box on narrow screens. */}
          <TableHeaderCell scope="col" className="relative">
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {users.map((u) => {
          const name = u.fullName || u.username || u.email;
          const self = u.id === currentUserId;
          return (
            <TableRow key={u.id}>
              <TableCell className="font-medium">
                {name}
                {self ? <span className="ml-1 text-xs text-muted-foreground">(you)</span> : null}
              </TableCell>
              <TableCell className="max-w-64 truncate">
                {u.email}
                {u.emailVerified ? null : (
                  <span className="block text-xs text-muted-foreground">Email not confirmed</span>
                )}
              </TableCell>
              <TableCell>
                <Pill tone={u.role === 'admin' ? 'accent' : 'muted'}>
                  {u.role === 'admin' ? 'Admin' : 'Shopper'}
                </Pill>
              </TableCell>
              <TableCell>
                <Pill tone={u.disabled ? 'danger' : 'muted'}>
                  {u.disabled ? 'Disabled' : 'Active'}
                </Pill>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
              </TableCell>
              <TableCell className="text-right tabular-nums">{u.ordersPlaced}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Link
                    to={adminOrdersUsersApi.ordersScreen({ userId: u.id })}
                    aria-label={`Orders of ${name}`}
                    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  >
                    Orders
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={
                      u.role === 'admin' ? `Make shopper: ${name}` : `Make admin: ${name}`
                    }
                    onClick={() => onChangeRole(u)}
                  >
                    {u.role === 'admin' ? 'Make shopper' : 'Make admin'}
                  </Button>
                  {u.disabled ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      aria-label={`Re-enable ${name}`}
                      onClick={() => onEnable(u)}
                    >
                      Re-enable
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy || self}
                      aria-label={`Disable ${name}`}
                      title={self ? 'You cannot disable your own account' : undefined}
                      onClick={() => onDisable(u)}
                    >
                      Disable
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
