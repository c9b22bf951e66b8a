import { useId, useState, type FormEvent } from 'react';
import type { AdminUserRow } from '@shared/schemas/admin-users.ts';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Textarea } from '@web/components/ui/input.tsx';

export interface DisableUserDialogProps {
  user: AdminUserRow | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** "Disable this account?" with an optional reason kept for staff. */
export function DisableUserDialog({ user, busy, onCancel, onConfirm }: DisableUserDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason.trim());
  }

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (open || busy) return;
        setReason('');
        onCancel();
      }}
    >
      <DialogContent closeLabel="Keep the account">
        <form onSubmit={onSubmit}>
          <DialogTitle className="pr-8 text-xl">
            Disable {user?.fullName || user?.email}?
          </DialogTitle>
          <DialogDescription>
            They are signed out at once and cannot sign in again until you re-enable the account.
            Their orders stay as they are.
          </DialogDescription>
          <FormField id={id} label="Reason (optional, only staff see it)" className="mt-4">
            <Textarea
              id={id}
              className="min-h-20"
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Keep the account
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Disabling…' : 'Disable account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
