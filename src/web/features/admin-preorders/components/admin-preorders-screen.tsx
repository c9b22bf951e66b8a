import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { longDate } from '@shared/preorder.ts';
import type { AdminPreorders } from '@shared/schemas/admin-preorders.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
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
import { apiGet } from '@web/lib/api-client.ts';

const preordersUrl = '/api/admin/preorders';

/** /admin/preorders: each title ordered before publication, soonest first. */
export function AdminPreordersScreen() {
  const list = useQuery({
    queryKey: [preordersUrl],
    queryFn: ({ signal }) => apiGet<AdminPreorders>(preordersUrl, signal),
  });
  return (
    <AdminPage
      title="Pre-orders"
      description="Titles ordered before they are published. Their orders cannot be marked shipped before the date; no stock is taken until then."
    >
      {list.isError ? (
        <QueryError
          title="We couldn't load the pre-orders"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <p role="status" className="text-muted-foreground">
          Loading pre-orders…
        </p>
      ) : list.data.items.length === 0 ? (
        <EmptyState Icon={CalendarClock} title="No pre-orders">
          A book with a publication date after today can be pre-ordered; its open orders appear
          here.
        </EmptyState>
      ) : (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Title</TableHeaderCell>
              <TableHeaderCell>Published</TableHeaderCell>
              <TableHeaderCell className="text-right">Open orders</TableHeaderCell>
              <TableHeaderCell className="text-right">Copies</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.items.map((row) => (
              <TableRow key={`${row.bookId}-${row.title}`}>
                <TableCell>
                  {row.bookId ? (
                    <Link
                      to={paths.admin.editBook(row.bookId)}
                      className="font-medium text-primary hover:underline"
                    >
                      {row.title}
                    </Link>
                  ) : (
                    row.title
                  )}
                  {row.isbn13 ? (
                    <span className="block text-xs text-muted-foreground">ISBN {row.isbn13}</span>
                  ) : null}
                </TableCell>
                <TableCell>{longDate(row.publicationDate)}</TableCell>
                <TableCell className="text-right tabular-nums">{row.orders}</TableCell>
                <TableCell className="text-right tabular-nums">{row.copies}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminPage>
  );
}
