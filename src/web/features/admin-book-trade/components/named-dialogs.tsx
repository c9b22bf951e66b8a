import { useState, type FormEvent } from 'react';
import type { NamedKind, NamedRow } from '@shared/schemas/admin-book-trade.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { useMergePeople, useNamedList, useRenameNamed } from '../api/named-lists.ts';

const books = (n: number) => (n === 1 ? '1 book' : `${n.toLocaleString('en-IN')} books`);

/** A new name (and a person's sort name); a name another record has is refused with its reason. */
export function RenameDialog({
  kind,
  row,
  onClose,
}: {
  kind: NamedKind;
  row: NamedRow;
  onClose: (message?: string) => void;
}) {
  const rename = useRenameNamed(kind);
  const [name, setName] = useState(row.name);
  const [sortName, setSortName] = useState(row.sortName ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: row.id, input: { name, ...(kind === 'contributors' ? { sortName } : {}) } },
      { onSuccess: (saved) => onClose(`Renamed “${row.name}” to “${saved.name}”.`) },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Rename “{row.name}”</DialogTitle>
        <DialogDescription>
          Its page keeps its address; its {books(row.books)} show the new name at once.
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 grid gap-4">
          {rename.isError ? <Alert title="Not renamed">{errorMessage(rename.error)}</Alert> : null}
          <FormField id="rename-name" label="Name">
            <Input
              id="rename-name"
              value={name}
              maxLength={200}
              required
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          {kind === 'contributors' ? (
            <FormField
              id="rename-sort"
              label="Sort name"
              hint="How lists sort them, such as “Rowling, J. K.”. Empty: made from the name."
            >
              <Input
                id="rename-sort"
                value={sortName}
                maxLength={200}
                onChange={(e) => setSortName(e.target.value)}
              />
            </FormField>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onClose()}>
              Cancel
            </Button>
            <Button type="submit" disabled={rename.isPending || !name.trim()}>
              {rename.isPending ? 'Saving…' : 'Save name'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The people a record can be merged into: found by name, the record itself left out. */
function MergeTargets({ from, onPick }: { from: NamedRow; onPick: (row: NamedRow) => void }) {
  const [q, setQ] = useState(from.name.split(/\s+/).pop() ?? '');
  const { data, isFetching } = useNamedList('contributors', q.trim(), 1, 8);
  const targets = (data?.items ?? []).filter((row) => row.id !== from.id);
  return (
    <div className="mt-4 grid gap-3">
      <FormField id="merge-search" label="Find the person to keep">
        <Input
          id="merge-search"
          type="search"
          value={q}
          autoComplete="off"
          onChange={(e) => setQ(e.target.value)}
        />
      </FormField>
      <ul aria-busy={isFetching} className="grid max-h-72 gap-1 overflow-y-auto">
        {targets.length === 0 && !isFetching ? (
          <li className="text-sm text-muted-foreground">No one else matches “{q}”.</li>
        ) : null}
        {targets.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              onClick={() => onPick(row)}
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="font-medium">{row.name}</span>
              <span className="text-muted-foreground">{books(row.books)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Merging one person's two records: pick the one to keep, then confirm what moves. */
export function MergeDialog({
  from,
  onClose,
}: {
  from: NamedRow;
  onClose: (message?: string) => void;
}) {
  const merge = useMergePeople();
  const [into, setInto] = useState<NamedRow>();
  const confirm = () =>
    into &&
    merge.mutate(
      { from: from.id, into: into.id },
      {
        onSuccess: (result) => {
          const credits = `${result.creditsMoved} ${result.creditsMoved === 1 ? 'credit' : 'credits'} moved`;
          const rewritten = result.booksRewritten
            ? `; the author shown on ${books(result.booksRewritten)} changed`
            : '';
          onClose(`Merged “${from.name}” into “${result.into.name}”: ${credits}${rewritten}.`);
        },
      },
    );
  if (into) {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && setInto(undefined)}
        title={`Merge “${from.name}” into “${into.name}”?`}
        description={
          <>
            {merge.isError ? (
              <span className="block text-destructive">{errorMessage(merge.error)}</span>
            ) : null}
            Every credit of “{from.name}” ({books(from.books)}) moves to “{into.name}”, and “
            {from.name}” is removed. Their books' author names follow. This cannot be undone.
          </>
        }
        confirmLabel="Merge"
        busyLabel="Merging…"
        busy={merge.isPending}
        onConfirm={confirm}
      />
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Merge “{from.name}”</DialogTitle>
        <DialogDescription>
          When two records are one person (“J.K. Rowling” and “Rowling, J. K.”), keep one and merge
          the other into it.
        </DialogDescription>
        <MergeTargets from={from} onPick={setInto} />
      </DialogContent>
    </Dialog>
  );
}
