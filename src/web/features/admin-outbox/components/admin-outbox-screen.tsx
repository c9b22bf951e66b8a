import { Inbox, RotateCw } from 'lucide-react';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { adminOutboxApi } from '@web/config/paths.ts';
import { plural } from '@web/lib/format.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { hasOutboxFilters, useOutboxFilters } from '../outbox-filters.ts';
import { DeliveryNotice } from './delivery-notice.tsx';
import { OutboxFilterBar } from './outbox-filter-bar.tsx';
import { OutboxList } from './outbox-list.tsx';
import { OutboxMessageDialog } from './outbox-message-dialog.tsx';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="space-y-2">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-14 lg:h-11" />
      ))}
    </div>
  );
}

/**
 * /admin/outbox: every mail and text message the shop sent or holds, one open over the list.
 * Without a mail server (or an SMS provider) this is the only place its codes can be read.
 */
export function AdminOutboxScreen() {
  const { filters, openMessageId, setFilters, clearFilters, closeMessage } = useOutboxFilters();
  const outbox = useOutbox(filters);
  const page = filters.page ?? 1;

  let content;
  if (outbox.isPending) {
    content = <ListSkeleton />;
  } else if (outbox.isError) {
    content = (
      <QueryError
        title="We couldn't load the outbox"
        error={outbox.error}
        onRetry={() => void outbox.refetch()}
        retrying={outbox.isFetching}
      />
    );
  } else if (outbox.data.total === 0) {
    content = hasOutboxFilters(filters) ? (
      <EmptyState Icon={Inbox} title="No messages match these filters">
        Try another state or channel, or part of the address.
      </EmptyState>
    ) : (
      <EmptyState Icon={Inbox} title="No mail yet">
        Every mail and text message the shop sends — confirmation codes, password resets, order
        updates — lands here, with whether it was delivered.
      </EmptyState>
    );
  } else {
    const { items, total, pageSize } = outbox.data;
    const totalPages = Math.ceil(total / pageSize);
    content = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {plural(total, 'message')}
          {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
        </p>
        <div className={outbox.isPlaceholderData ? 'opacity-60' : undefined}>
          <OutboxList messages={items} hrefFor={(id) => adminOutboxApi.screen(filters, id)} />
        </div>
        <Pagination
          label="Message pages"
          page={page}
          totalPages={totalPages}
          hrefFor={(p) => adminOutboxApi.screen({ ...filters, page: p })}
        />
      </div>
    );
  }

  return (
    <AdminPage
      title="Outbox"
      description="Every mail and text message the shop sent, or holds when it cannot send them."
      actions={
        <Button
          variant="outline"
          disabled={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          <RotateCw aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      {outbox.data ? <DeliveryNotice configured={outbox.data.deliveryConfigured} /> : null}
      <OutboxFilterBar filters={filters} onChange={setFilters} onClear={clearFilters} />
      {content}
      <OutboxMessageDialog messageId={openMessageId} onClose={closeMessage} />
    </AdminPage>
  );
}
