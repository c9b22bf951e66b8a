import { useId, useState, type FormEvent } from 'react';
import { permissionLabels, permissions, type Permission } from '@shared/permissions.ts';
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

/** A custom role: its name and the permissions it holds (new when `role` is undefined). */
export function RoleDialog({
  role,
  busy,
  error,
  onClose,
  onSave,
}: {
  role: StaffRole | undefined;
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onSave: (values: { name: string; permissions: Permission[] }) => void;
}) {
  const id = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [held, setHeld] = useState<Set<Permission>>(new Set(role?.permissions ?? []));

  function toggle(p: Permission, on: boolean) {
    setHeld((prev) => {
      const next = new Set(prev);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSave({ name, permissions: permissions.filter((p) => held.has(p)) });
  }

  return (
    <Dialog open onOpenChange={(o) => (o || busy ? undefined : onClose())}>
      <DialogContent closeLabel="Cancel" className="max-h-[90dvh] overflow-y-auto">
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogTitle className="pr-8 text-xl">
            {role ? `Edit the role “${role.name}”` : 'New role'}
          </DialogTitle>
          <DialogDescription>
            Staff with this role see only the parts of the admin these permissions open.
          </DialogDescription>
          <FormField id={`${id}-name`} label="Name" error={error}>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Permissions</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {permissions.map((p) => (
                <li key={p}>
                  <label className="flex min-h-11 items-start gap-2 text-sm sm:min-h-0">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4"
                      checked={held.has(p)}
                      onChange={(e) => toggle(p, e.target.checked)}
                    />
                    {permissionLabels[p]}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save role'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
