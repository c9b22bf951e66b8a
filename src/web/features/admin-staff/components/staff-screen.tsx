import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { StaffRole } from '@shared/schemas/staff.ts';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useDeleteRole, useInviteStaff, useSaveRole, useStaff, useUpdateStaff } from '../api.ts';
import { InviteDialog, type InviteValues } from './invite-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { describe, RolesList, TeamTable, type Pending } from './team-lists.tsx';

/** /admin/staff: the team, their roles, invitations and suspension (ADR 038). */
export function StaffScreen() {
  const staff = useStaff();
  const { user: me } = useCurrentUser();
  const { toast } = useToast();
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  const saveRole = useSaveRole();
  const deleteRole = useDeleteRole();
  const [inviting, setInviting] = useState(false);
  const [inviteErrors, setInviteErrors] = useState<Partial<Record<keyof InviteValues, string>>>({});
  const [editing, setEditing] = useState<StaffRole | 'new' | null>(null);
  const [roleError, setRoleError] = useState<string>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState<StaffRole | null>(null);
  const isOwner = me?.role === 'admin';
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'error', title, description: errorMessage(error), duration: 8000 });

  function onInvite(values: InviteValues) {
    setInviteErrors({});
    invite.mutate(values, {
      onSuccess: () => {
        setInviting(false);
        toast({
          variant: 'success',
          title: 'Invitation sent',
          description: `${values.fullName || values.email} gets a mail with a link to join.`,
        });
      },
      onError: (error) => {
        setInviteErrors(
          Object.fromEntries(serverFieldErrors(error, ['fullName', 'email', 'role'] as const)),
        );
        failed('Invitation not sent')(error);
      },
    });
  }

  function onConfirm() {
    if (!pending) return;
    const { member } = pending;
    const input =
      pending.kind === 'role' ? { role: pending.role } : { suspended: pending.kind === 'suspend' };
    update.mutate(
      { id: member.id, ...input },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title:
              pending.kind === 'role'
                ? 'Role changed'
                : `Access ${pending.kind === 'suspend' ? 'suspended' : 'restored'}`,
            description: member.fullName || member.email,
          }),
        onError: failed('Not changed'),
        onSettled: () => setPending(null),
      },
    );
  }

  let content;
  if (staff.isPending) {
    content = (
      <div role="status" aria-label="Loading the team" className="space-y-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  } else if (staff.isError) {
    content = (
      <QueryError
        title="We couldn't load the team"
        error={staff.error}
        onRetry={() => void staff.refetch()}
        retrying={staff.isFetching}
      />
    );
  } else {
    content = (
      <div className="space-y-8">
        <TeamTable
          members={staff.data.members}
          roles={staff.data.roles}
          meId={me?.id}
          isOwner={isOwner}
          busy={update.isPending}
          onAsk={setPending}
        />
        <section aria-labelledby="roles-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="roles-heading" className="text-lg font-semibold">
              Roles
            </h2>
            <Button variant="outline" onClick={() => setEditing('new')}>
              New role
            </Button>
          </div>
          <RolesList roles={staff.data.roles} onEdit={setEditing} onDelete={setDeleting} />
        </section>
      </div>
    );
  }

  return (
    <AdminPage
      title="Staff"
      description="Who runs the shop, and what each of them may do."
      actions={
        <Button onClick={() => setInviting(true)} disabled={!staff.data}>
          <UserPlus aria-hidden="true" className="size-4" />
          Invite staff
        </Button>
      }
    >
      {content}
      {inviting && staff.data ? (
        <InviteDialog
          open
          roles={staff.data.roles}
          canMakeOwner={isOwner}
          busy={invite.isPending}
          error={inviteErrors}
          onClose={() => setInviting(false)}
          onInvite={onInvite}
        />
      ) : null}
      {editing ? (
        <RoleDialog
          role={editing === 'new' ? undefined : editing}
          busy={saveRole.isPending}
          error={roleError}
          onClose={() => {
            setEditing(null);
            setRoleError(undefined);
          }}
          onSave={(values) =>
            saveRole.mutate(
              { ...values, id: editing === 'new' ? undefined : editing.id },
              {
                onSuccess: () => {
                  setEditing(null);
                  setRoleError(undefined);
                  toast({ variant: 'success', title: 'Role saved', description: values.name });
                },
                onError: (error) => {
                  setRoleError(errorMessage(error));
                  failed('Role not saved')(error);
                },
              },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={
          pending?.kind === 'suspend'
            ? 'Suspend this staff member?'
            : pending?.kind === 'restore'
              ? 'Restore their access?'
              : 'Change their role?'
        }
        description={pending ? describe(pending) : ''}
        confirmLabel={
          pending?.kind === 'suspend'
            ? 'Suspend'
            : pending?.kind === 'restore'
              ? 'Restore'
              : 'Change role'
        }
        busyLabel="Saving…"
        busy={update.isPending}
        onConfirm={onConfirm}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete the role “${deleting?.name ?? ''}”?`}
        description="Nobody can be given it any more. A role someone holds cannot be deleted."
        confirmLabel="Delete role"
        busyLabel="Deleting…"
        busy={deleteRole.isPending}
        onConfirm={() =>
          deleting &&
          deleteRole.mutate(deleting.id, {
            onError: failed('Role not deleted'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </AdminPage>
  );
}
