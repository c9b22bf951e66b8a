import { BookUser, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { NamedKind, NamedRow } from '@shared/schemas/admin-book-trade.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';
import { paths } from '@web/config/paths.ts';
import { useNamedList } from '../api/named-lists.ts';
import { MergeDialog, RenameDialog } from './named-dialogs.tsx';

const kinds: Record<
  NamedKind,
  { title: string; plural: string; description: string; page: (slug: string) => string }
> = {
  contributors: {
    title: 'People',
    plural: 'people',
    description: 'Authors, translators, editors and illustrators, as the books credit them.',
    page: paths.person,
  },
  series: {
    title: 'Series',
    plural: 'series',
    description: 'Series and their volumes; a book form sets a work’s series and number.',
    page: paths.series,
  },
  publishers: {
    title: 'Publishers',
    plural: 'publishers',
    description: 'Publishers of the catalogue’s editions.',
    page: paths.publisher,
  },
};

const pageSize = 25;

function NamedTable({
  kind,
  rows,
  onRename,
  onMerge,
}: {
  kind: NamedKind;
  rows: NamedRow[];
  onRename: (row: NamedRow) => void;
  onMerge: (row: NamedRow) => void;
}) {
  const people = kind === 'contributors';
  return (
    <Table>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          {people ? (
            <TableHeaderCell className="hidden sm:table-cell">Sort name</TableHeaderCell>
          ) : null}
          <TableHeaderCell className="text-right">Live books</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <Link
                to={kinds[kind].page(row.slug)}
                className="font-medium text-primary hover:underline"
              >
                {row.name}
              </Link>
            </TableCell>
            {people ? (
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {row.sortName}
              </TableCell>
            ) : null}
            <TableCell className="text-right tabular-nums">
              {row.books.toLocaleString('en-IN')}
            </TableCell>
            {/* Stacked on a phone, so both actions fit beside the name and count at 390 px. */}
            <TableCell className="whitespace-nowrap">
              <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRename(row)}
                  aria-label={`Rename ${row.name}`}
                >
                  Rename
                </Button>
                {people ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onMerge(row)}
                    aria-label={`Merge ${row.name} into another person`}
                  >
                    Merge…
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /admin/contributors, /admin/series, /admin/publishers: one kind, searched, a page at a time. */
export function NamedListScreen({ kind }: { kind: NamedKind }) {
  const about = kinds[kind];
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<NamedRow>();
  const [merging, setMerging] = useState<NamedRow>();
  const [notice, setNotice] = useState<string>();
  const list = useNamedList(kind, q.trim(), page, pageSize);
  const done = (message?: string) => {
    setRenaming(undefined);
    setMerging(undefined);
    if (message) setNotice(message);
  };
  const totalPages = Math.ceil((list.data?.total ?? 0) / pageSize);
  return (
    <AdminPage title={about.title} description={about.description}>
      <div className="mb-4 flex max-w-md items-center gap-2">
        <label htmlFor="named-search" className="sr-only">
          Search {about.plural}
        </label>
        <Search aria-hidden="true" className="size-4 text-muted-foreground" />
        <Input
          id="named-search"
          type="search"
          placeholder={`Search ${about.plural} by name`}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {notice ? (
        <Alert title="Done" tone="info" className="mb-4" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      ) : null}
      {list.isError ? (
        <QueryError
          title={`We couldn't load the ${about.plural}`}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <p role="status" className="text-muted-foreground">
          Loading {about.plural}…
        </p>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          Icon={BookUser}
          title={q.trim() ? `No ${about.plural} match “${q.trim()}”` : `No ${about.plural} yet`}
        >
          {q.trim()
            ? 'Check the spelling, or search for part of the name.'
            : 'They appear as books name them.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {list.data.total.toLocaleString('en-IN')}{' '}
            {list.data.total === 1 ? about.plural.replace(/s$/, '') : about.plural}
          </p>
          <NamedTable
            kind={kind}
            rows={list.data.items}
            onRename={setRenaming}
            onMerge={setMerging}
          />
          <Pagination
            className="mt-4"
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            label={`Pages of ${about.plural}`}
          />
        </>
      )}
      {renaming ? <RenameDialog kind={kind} row={renaming} onClose={done} /> : null}
      {merging ? <MergeDialog from={merging} onClose={done} /> : null}
    </AdminPage>
  );
}
