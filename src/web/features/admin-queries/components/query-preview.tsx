import { SearchX } from 'lucide-react';
import type { QueryEntity } from '@shared/schemas/admin-query-fields.ts';
import { queryColumns, type QueryDefinition } from '@shared/schemas/admin-queries.ts';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';
import { plural } from '@web/lib/format.ts';
import { useQueryPreview } from '../api/preview-query.ts';
import { formatCell } from '../format-cell.ts';

export interface QueryPreviewProps {
  /** The rule set to preview; null while the rules have a mistake. */
  definition: QueryDefinition | null;
  entity: QueryEntity;
  page: number;
  onPageChange: (page: number) => void;
}

const nouns: Record<QueryEntity, string> = { books: 'book', orders: 'order', users: 'user' };

/** The live count and a page of what the rules match. */
export function QueryPreview({ definition, entity, page, onPageChange }: QueryPreviewProps) {
  const preview = useQueryPreview(definition, page);
  // While the rules have a mistake the last preview stays, unless it was of another entity.
  const columnsOf = (keys: readonly { key: string }[]) => keys.map((c) => c.key).join();
  const data =
    preview.data && columnsOf(preview.data.columns) === columnsOf(queryColumns[entity])
      ? preview.data
      : undefined;
  const stale = definition === null || (preview.isPlaceholderData && preview.isFetching);

  return (
    <section aria-labelledby="query-preview-title" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="query-preview-title" className="text-lg font-semibold">
          Matches
        </h2>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {definition === null
            ? 'Fix the highlighted rule to update the preview.'
            : data
              ? `${plural(data.total, nouns[entity])} ${data.total === 1 ? 'matches' : 'match'}`
              : 'Counting…'}
        </p>
      </div>

      {preview.isError && !data ? (
        <QueryError
          title="The preview could not be loaded"
          error={preview.error}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      ) : !data && definition === null ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          The matches show here once every rule is complete.
        </p>
      ) : !data ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading matches">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
      ) : data.total === 0 ? (
        <EmptyState Icon={SearchX} title={`No ${nouns[entity]}s match`}>
          {definition?.match === 'any'
            ? 'Loosen a rule, or add another one.'
            : 'Loosen a rule, or switch to “Any rule”.'}
        </EmptyState>
      ) : (
        <div className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <Table aria-label={`Matching ${nouns[entity]}s`}>
            <TableHead>
              <TableRow>
                {data.columns.map((c) => (
                  <TableHeaderCell
                    key={c.key}
                    scope="col"
                    className={numeric(c.kind) ? 'text-right' : undefined}
                  >
                    {c.label}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((row, i) => (
                <TableRow key={String(row[data.columns[0]!.key] ?? i)}>
                  {data.columns.map((c) => (
                    <TableCell
                      key={c.key}
                      className={
                        numeric(c.kind)
                          ? 'text-right whitespace-nowrap tabular-nums'
                          : c.kind === 'date'
                            ? 'whitespace-nowrap'
                            : 'min-w-32'
                      }
                    >
                      {formatCell(c.kind, row[c.key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            className="mt-4"
            label="Pages of matches"
            page={data.page}
            totalPages={Math.ceil(data.total / data.pageSize)}
            onPageChange={onPageChange}
          />
        </div>
      )}
    </section>
  );
}

const numeric = (kind: string) => kind === 'money' || kind === 'number';
