import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { useAdminBookCollections } from '../api/get-admin-book-collections.ts';

export interface AddToCollectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  busy: boolean;
  error?: string;
  onAdd: (collection: string) => void;
}

/** Files the chosen books under a collection: an existing one, or a new name. */
export function AddToCollectionDialog({
  open,
  onOpenChange,
  count,
  busy,
  error,
  onAdd,
}: AddToCollectionDialogProps) {
  const id = useId();
  const listId = `${id}-collections`;
  const collections = useAdminBookCollections().data?.items ?? [];
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const message = missing ? 'Choose a collection' : error;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) {
          setName('');
          setMissing(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>Add to a collection</DialogTitle>
        <DialogDescription>
          {count === 1 ? 'The chosen book joins' : `The ${count} chosen books join`} this collection
          on the storefront. Type a new name to start a collection.
        </DialogDescription>
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = name.trim();
            setMissing(!trimmed);
            if (trimmed) onAdd(trimmed);
          }}
        >
          <FormField id={`${id}-name`} label="Collection" error={message}>
            <Input
              list={listId}
              maxLength={100}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...fieldAria(`${id}-name`, message)}
            />
            <datalist id={listId}>
              {collections.map((c) => (
                <option key={c.name} value={c.name} />
              ))}
            </datalist>
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Adding…' : 'Add to collection'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
