import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import type { AdminBookDetail } from '@shared/schemas/admin-books.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useBulkUpdateBooks } from '../api/bulk-update-books.ts';

/**
 * Archive (asks first) or restore one book. There is no delete: a book that was ordered must
 * keep its order history, so archiving is how a book leaves the shop.
 */
export function BookArchiveButton({ book }: { book: AdminBookDetail }) {
  const { toast } = useToast();
  const bulk = useBulkUpdateBooks();
  const [confirming, setConfirming] = useState(false);
  const archived = Boolean(book.archivedAt);

  const run = () =>
    bulk.mutate(
      { ids: [book.id], action: archived ? 'unarchive' : 'archive' },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({
            variant: 'success',
            title: archived ? 'Book restored' : 'Book archived',
            description: archived
              ? `“${book.title}” is back on the storefront.`
              : `“${book.title}” no longer shows on the storefront.`,
          });
        },
        onError: (err) => {
          setConfirming(false);
          toast({
            variant: 'destructive',
            title: 'Nothing changed',
            description: errorMessage(err),
          });
        },
      },
    );

  if (archived) {
    return (
      <Button variant="outline" disabled={bulk.isPending} onClick={run}>
        <ArchiveRestore aria-hidden="true" />
        {bulk.isPending ? 'Restoring…' : 'Restore to the shop'}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
        <Archive aria-hidden="true" />
        Archive
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Archive this book?"
        description={`“${book.title}” leaves the storefront at once; its orders and history are kept. You can restore it later from this page.`}
        confirmLabel="Archive"
        busyLabel="Archiving…"
        busy={bulk.isPending}
        onConfirm={run}
      />
    </>
  );
}
