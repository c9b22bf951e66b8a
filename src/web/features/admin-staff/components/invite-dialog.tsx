import { useId, useState, type FormEvent } from 'react';
import type { StaffRole } from '@shared/schemas/staff.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';

export interface InviteValues {
  fullName: string;
  email: string;
  role: string;
}

/** "Invite a staff member": name, email and role; the server mails the link. */
export function InviteDialog({
  open,
  roles,
  canMakeOwner,
  busy,
  error,
  onClose,
  onInvite,
}: {
  open: boolean;
  roles: StaffRole[];
  canMakeOwner: boolean;
  busy: boolean;
  error: Partial<Record<keyof InviteValues, string>>;
  onClose: () => void;
  onInvite: (values: InviteValues) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<InviteValues>({ fullName: '', email: '', role: '' });
  const set = (key: keyof InviteValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onInvite(values);
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o || busy ? undefined : onClose())}>
      <DialogContent closeLabel="Cancel">
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogTitle className="pr-8 text-xl">Invite a staff member</DialogTitle>
          <DialogDescription>
            They get a mail with a link to set their password (it works for 7 days). Someone who
            already has an account here keeps it and gets the role at once.
          </DialogDescription>
          <FormField id={`${id}-name`} label="Full name" error={error.fullName}>
            <Input
              id={`${id}-name`}
              autoComplete="off"
              value={values.fullName}
              onChange={set('fullName')}
            />
          </FormField>
          <FormField id={`${id}-email`} label="Email" error={error.email}>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={set('email')}
            />
          </FormField>
          <FormField id={`${id}-role`} label="Role" error={error.role}>
            <Select id={`${id}-role`} value={values.role} onChange={set('role')}>
              <option value="">Choose a role</option>
              {canMakeOwner ? <option value="owner">Owner (everything)</option> : null}
              {roles.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? 'Inviting…' : 'Send invitation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
