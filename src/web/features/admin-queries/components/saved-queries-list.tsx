import { useState } from 'react';
import { queryEntityLabels } from '@shared/schemas/admin-query-fields.ts';
import { type SavedQuery } from '@shared/schemas/admin-queries.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';
import { plural } from '@web/lib/format.ts';
import { useDeleteSavedQuery } from '../api/delete-saved-query.ts';
import { useSavedQueries } from '../api/get-saved-queries.ts';

export interface SavedQueriesListProps {
  currentId: number | null;
  onOpen: (query: SavedQuery) => void;
  onDeleted: (id: number) => void;
}

/** Saved queries, last changed first: open one into the builder, or delete it. */
export function SavedQueriesList({ currentId, onOpen, onDeleted }: SavedQueriesListProps) {
  const [page, setPage] = useState(1);
  const list = useSavedQueries(page);
  const remove = useDeleteSavedQuery();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<SavedQuery | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: 'success', title: `Deleted “${deleting.name}”` });
      onDeleted(deleting.id);
      setDeleting(null);
    } catch (error) {
      toast({ variant: 'error', title: 'Could not delete', description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="saved-queries-title" className="grid grid-cols-1 gap-3">
      <h2 id="saved-queries-title" className="text-lg font-semibold">
        Saved queries
      </h2>
      {list.isError && !list.data ? (
        <QueryError
          title="Saved queries could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading saved queries">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : list.data.total === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          Nothing saved yet. Build a query, give it a name and save it to use it again.
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {list.data.items.map((q) => (
              <li
                key={q.id}
                className={cn(
                  'rounded-lg border bg-card p-3',
                  q.id === currentId && 'border-primary ring-1 ring-primary',
                )}
              >
                <p className="font-medium break-words">{q.name}</p>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {queryEntityLabels[q.entity]} · {plural(q.rules.length, 'rule')}
                  {q.collectionName ? ` · collection “${q.collectionName}”` : null}
                </p>
                <div className="mt-2 flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Open ${q.name}`}
                    aria-current={q.id === currentId ? 'true' : undefined}
                    onClick={() => onOpen(q)}
                  >
                    Open
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${q.name}`}
                    className="text-destructive"
                    onClick={() => setDeleting(q)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            label="Pages of saved queries"
            page={list.data.page}
            totalPages={Math.ceil(list.data.total / list.data.pageSize)}
            onPageChange={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description={
          deleting?.collectionName
            ? `Its storefront collection “${deleting.collectionName}” disappears too. This cannot be undone.`
            : 'The saved rules are gone for good. This cannot be undone.'
        }
        confirmLabel="Delete query"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
