import { Archive, ArchiveRestore, Crown, FolderPlus, X } from 'lucide-react';
import { useState } from 'react';
import type { BulkBookAction } from '@shared/schemas/admin-books.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { useBulkUpdateBooks } from '../api/bulk-update-books.ts';
import { AddToCollectionDialog } from './add-to-collection-dialog.tsx';

const doneTitle: Record<BulkBookAction, string> = {
  archive: 'Archived',
  unarchive: 'Restored',
  'set-premium': 'Marked premium',
  'unset-premium': 'No longer premium',
  'add-to-collection': 'Added to the collection',
  'remove-from-collection': 'Removed from the collection',
};

const books = (n: number) => (n === 1 ? '1 book' : `${n} books`);

export interface BulkActionsBarProps {
  ids: number[];
  /** Which books the table shows: Archive is offered for books on sale, Restore for archived. */
  showing: '' | '1' | 'all';
  onDone: () => void;
  /** Phones: a slim bar over the bottom navigation; the actions open in a sheet (ADR 022). */
  compact?: boolean;
}

/** What can be done to every chosen book at once; archiving asks first. */
export function BulkActionsBar({ ids, showing, onDone, compact = false }: BulkActionsBarProps) {
  const { toast } = useToast();
  const bulk = useBulkUpdateBooks();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [collectionOpen, setCollectionOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);

  const run = (action: BulkBookAction, collection?: string) =>
    bulk.mutate(
      { ids, action, collection },
      {
        onSuccess: ({ updated }) => {
          setConfirmArchive(false);
          setCollectionOpen(false);
          setSheetOpen(false);
          toast({
            variant: 'success',
            title: doneTitle[action],
            description:
              updated === ids.length
                ? `${books(updated)} changed.`
                : `${books(updated)} changed; the rest already were.`,
          });
          onDone();
        },
        onError: (err) => {
          setConfirmArchive(false);
          if (action === 'add-to-collection' && isApiError(err) && err.error.fields?.collection)
            return;
          toast({
            variant: 'destructive',
            title: 'Nothing changed',
            description: errorMessage(err),
          });
        },
      },
    );

  const collectionError =
    bulk.variables?.action === 'add-to-collection' && isApiError(bulk.error)
      ? bulk.error.error.fields?.collection
      : undefined;

  const size = compact ? 'default' : 'sm';
  const actions = (
    <>
      <Button
        size={size}
        variant="outline"
        disabled={bulk.isPending}
        onClick={() => setCollectionOpen(true)}
      >
        <FolderPlus aria-hidden="true" />
        Add to collection
      </Button>
      <Button
        size={size}
        variant="outline"
        disabled={bulk.isPending}
        onClick={() => run('set-premium')}
      >
        <Crown aria-hidden="true" />
        Set premium
      </Button>
      <Button
        size={size}
        variant="outline"
        disabled={bulk.isPending}
        onClick={() => run('unset-premium')}
      >
        Unset premium
      </Button>
      {showing !== '' ? (
        <Button
          size={size}
          variant="outline"
          disabled={bulk.isPending}
          onClick={() => run('unarchive')}
        >
          <ArchiveRestore aria-hidden="true" />
          Restore
        </Button>
      ) : null}
      {showing !== '1' ? (
        <Button
          size={size}
          variant="outline"
          className="text-destructive"
          disabled={bulk.isPending}
          onClick={() => setConfirmArchive(true)}
        >
          <Archive aria-hidden="true" />
          Archive
        </Button>
      ) : null}
    </>
  );

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className={
        compact
          ? 'fixed inset-x-2 bottom-[calc(var(--admin-bar,0px)+0.5rem)] z-30 flex items-center gap-2 rounded-lg border border-primary/30 bg-accent p-2 shadow-lg'
          : 'mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-accent/60 p-2'
      }
    >
      <p aria-live="polite" className="px-2 text-sm font-medium">
        {books(ids.length)} selected
      </p>
      {compact ? (
        <>
          <Button className="ml-auto" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
            Actions
          </Button>
          <Button variant="ghost" size="icon" aria-label="Clear selection" onClick={onDone}>
            <X aria-hidden="true" />
          </Button>
          <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
            <DialogContent side="bottom" closeLabel="Close the actions">
              <DialogTitle className="text-xl">{books(ids.length)} selected</DialogTitle>
              <DialogDescription>What to do to each of them.</DialogDescription>
              <div className="mt-4 grid gap-2 [&>button]:justify-start">{actions}</div>
            </DialogContent>
          </Dialog>
        </>
      ) : (
        <>
          {actions}
          <Button size="sm" variant="ghost" className="ml-auto" onClick={onDone}>
            <X aria-hidden="true" />
            Clear selection
          </Button>
        </>
      )}

      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        title={`Archive ${books(ids.length)}?`}
        description="Archived books leave the storefront at once: shoppers can no longer find or buy them. Their orders and history are kept, and you can restore them from “Showing: Archived books”."
        confirmLabel="Archive"
        busyLabel="Archiving…"
        busy={bulk.isPending}
        onConfirm={() => run('archive')}
      />
      <AddToCollectionDialog
        open={collectionOpen}
        onOpenChange={setCollectionOpen}
        count={ids.length}
        busy={bulk.isPending}
        error={collectionError}
        onAdd={(name) => run('add-to-collection', name)}
      />
    </div>
  );
}
