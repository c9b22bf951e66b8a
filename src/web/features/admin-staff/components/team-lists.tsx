import { permissionLabels } from '@shared/permissions.ts';
import type { StaffMember, StaffRole } from '@shared/schemas/staff.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Select } from '@web/components/ui/select.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';

// The staff screen's two lists: the team (role, status, suspend) and the roles.

export type Pending =
  | { kind: 'role'; member: StaffMember; role: string; label: string }
  | { kind: 'suspend' | 'restore'; member: StaffMember };

export function describe(p: Pending): string {
  const name = p.member.fullName || p.member.email;
  if (p.kind === 'role') return `${name} becomes ${p.label}.`;
  if (p.kind === 'suspend')
    return `${name} is signed out at once and cannot sign in until restored.`;
  return `${name} can sign in again with their role.`;
}

function statusOf(m: StaffMember) {
  if (m.suspended) return 'Suspended';
  return m.invited ? 'Invited' : 'Active';
}

export function TeamTable({
  members,
  roles,
  meId,
  isOwner,
  busy,
  onAsk,
}: {
  members: StaffMember[];
  roles: StaffRole[];
  meId: number | undefined;
  isOwner: boolean;
  busy: boolean;
  onAsk: (p: Pending) => void;
}) {
  const label = (value: string) =>
    value === 'owner'
      ? 'Owner'
      : value === 'none'
        ? 'No access (shopper)'
        : (roles.find((r) => String(r.id) === value)?.name ?? 'Role');
  return (
    <Table aria-label="The team">
      <TableHead>
        <tr>
          <TableHeaderCell scope="col">Name</TableHeaderCell>
          <TableHeaderCell scope="col">Role</TableHeaderCell>
          <TableHeaderCell scope="col">Status</TableHeaderCell>
          <TableHeaderCell scope="col">
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {members.map((m) => {
          const locked = m.id === meId || (m.role === 'owner' && !isOwner);
          return (
            <TableRow key={m.id}>
              <TableCell>
                <div className="font-medium">{m.fullName || m.email}</div>
                <div className="text-sm break-all text-muted-foreground">{m.email}</div>
              </TableCell>
              <TableCell>
                {locked ? (
                  m.roleName
                ) : (
                  <Select
                    aria-label={`Role of ${m.fullName || m.email}`}
                    value={m.role}
                    disabled={busy}
                    onChange={(e) =>
                      onAsk({
                        kind: 'role',
                        member: m,
                        role: e.target.value,
                        label: label(e.target.value),
                      })
                    }
                  >
                    {isOwner ? <option value="owner">Owner</option> : null}
                    {roles.map((r) => (
                      <option key={r.id} value={String(r.id)}>
                        {r.name}
                      </option>
                    ))}
                    <option value="none">No access (shopper)</option>
                  </Select>
                )}
              </TableCell>
              <TableCell>{statusOf(m)}</TableCell>
              <TableCell className="text-right">
                {locked ? (
                  m.id === meId ? (
                    <span className="text-sm text-muted-foreground">You</span>
                  ) : null
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => onAsk({ kind: m.suspended ? 'restore' : 'suspend', member: m })}
                  >
                    {m.suspended ? 'Restore' : 'Suspend'}
                    <span className="sr-only">: {m.fullName || m.email}</span>
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function RolesList({
  roles,
  onEdit,
  onDelete,
}: {
  roles: StaffRole[];
  onEdit: (role: StaffRole) => void;
  onDelete: (role: StaffRole) => void;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      <li className="rounded-lg border bg-card p-4">
        <h3 className="font-semibold">Owner</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Everything, including staff and settings. The shop always keeps one.
        </p>
      </li>
      {roles.map((r) => (
        <li key={r.id} className="rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold">
              {r.name}
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                {r.readyMade ? 'ready-made' : 'custom'} · {r.members} member
                {r.members === 1 ? '' : 's'}
              </span>
            </h3>
            {r.readyMade ? null : (
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => onEdit(r)}>
                  Edit<span className="sr-only"> {r.name}</span>
                </Button>
                <Button variant="outline" size="sm" onClick={() => onDelete(r)}>
                  Delete<span className="sr-only"> {r.name}</span>
                </Button>
              </div>
            )}
          </div>
          <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
            {r.permissions.map((p) => (
              <li key={p}>{permissionLabels[p]}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
