import { useId, useState, type FormEvent } from 'react';
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

/** Hiding or removing a review: the reason its author is told. */
export function ReasonDialog({
  action,
  author,
  busy,
  onCancel,
  onConfirm,
}: {
  action: 'hide' | 'remove';
  author: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Give a reason: the review’s author will see it');
      return;
    }
    onConfirm(reason.trim());
  }
  const verb = action === 'hide' ? 'Hide' : 'Remove';
  return (
    <Dialog open onOpenChange={(o) => (o || busy ? undefined : onCancel())}>
      <DialogContent closeLabel="Cancel">
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle className="pr-8 text-xl">{verb} this review?</DialogTitle>
          <DialogDescription>
            {action === 'hide'
              ? `Shoppers stop seeing it and it leaves the book’s rating. ${author} is told why, and can edit it to be looked at again. You can restore it later.`
              : `It is deleted for good and leaves the book’s rating. ${author} is told why.`}
          </DialogDescription>
          <FormField id={id} label="Reason (the author sees it)" error={error} className="mt-4">
            <Textarea
              id={id}
              className="min-h-20"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Saving…' : `${verb} review`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
