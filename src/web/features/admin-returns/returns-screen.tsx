import { useQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { formatINR } from '@shared/money.ts';
import type { ReturnView } from '@shared/schemas/returns.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
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
import { paths } from '@web/config/paths.ts';
import { apiGet } from '@web/lib/api-client.ts';
import { formatDate } from '@web/lib/format.ts';

const next: Record<ReturnView['status'], string> = {
  requested: 'Approve or decline',
  approved: 'Waiting for the parcel',
  received: 'Refund due',
  declined: 'Declined',
  refunded: 'Refunded',
};

/** /admin/returns: every return still open, oldest work first in the order's own view. */
export function ReturnsScreen() {
  const returns = useQuery({
    queryKey: ['admin', 'returns'],
    queryFn: ({ signal }) => apiGet<ReturnView[]>('/api/admin/returns', signal),
    refetchOnMount: 'always',
  });
  let content;
  if (returns.isPending) {
    content = (
      <div role="status" aria-label="Loading returns" className="space-y-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  } else if (returns.isError) {
    content = (
      <QueryError
        title="We couldn't load the returns"
        error={returns.error}
        onRetry={() => void returns.refetch()}
        retrying={returns.isFetching}
      />
    );
  } else if (returns.data.length === 0) {
    content = (
      <EmptyState Icon={PackageOpen} title="No open returns">
        Returns shoppers ask for appear here until they are refunded or declined.
      </EmptyState>
    );
  } else {
    content = (
      <Table aria-label="Open returns, newest first">
        <TableHead>
          <tr>
            <TableHeaderCell scope="col">Order</TableHeaderCell>
            <TableHeaderCell scope="col">Books</TableHeaderCell>
            <TableHeaderCell scope="col">Next step</TableHeaderCell>
            <TableHeaderCell scope="col" className="text-right">
              Refund
            </TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {returns.data.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                <Link
                  to={`${paths.admin.orders}?order=${encodeURIComponent(r.orderId)}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {r.orderNumber}
                </Link>
                <div className="text-sm text-muted-foreground">asked {formatDate(r.createdAt)}</div>
              </TableCell>
              <TableCell>
                {r.lines.map((l) => `${l.quantity} × ${l.title}`).join(', ')}
                <div className="text-sm text-muted-foreground">{r.reason}</div>
              </TableCell>
              <TableCell>{next[r.status]}</TableCell>
              <TableCell className="text-right tabular-nums">{formatINR(r.refund)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <AdminPage
      title="Returns"
      description="Open returns: approve or decline, record the parcel, refund. Each opens its order."
    >
      {content}
    </AdminPage>
  );
}
