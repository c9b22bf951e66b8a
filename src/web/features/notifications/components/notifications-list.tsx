import { Bell, BookOpen, CheckCheck, Package, Tag, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { PageStepper } from '@web/components/ui/page-stepper.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { cn } from '@web/lib/cn.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { useNotifications, type Notification } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';

const icons: Record<string, typeof Bell> = {
  order: Package,
  'back-in-stock': BookOpen,
  'price-drop': Tag,
  account: UserRound,
};

function NotificationRow({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
}) {
  const Icon = icons[n.type] ?? Bell;
  const body = (
    <>
      <span
        className={cn(
          'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          n.read ? 'bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-3">
          <span className={cn('block', n.read ? 'font-medium' : 'font-semibold')}>
            {n.read ? null : <span className="sr-only">Unread: </span>}
            {n.title}
          </span>
          {n.read ? null : (
            <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />
          )}
        </span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{n.body}</span>
        <span className="mt-1 block text-xs text-muted-foreground">
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </span>
      </span>
    </>
  );
  const className = cn(
    'flex w-full cursor-pointer items-start gap-3 px-4 py-4 text-left transition-colors hover:bg-accent/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5',
    !n.read && 'bg-accent/40',
  );
  return (
    <li>
      {n.link?.startsWith('/') ? (
        <Link to={n.link} className={className} onClick={() => onOpen(n)}>
          {body}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(n)}>
          {body}
        </button>
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading notifications"
      className="divide-y rounded-xl border bg-card"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 px-5 py-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The notifications page's body: newest first, unread ones marked, "Mark all as read". */
export function NotificationsList() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    return (
      <QueryError
        title="We couldn't load your notifications"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const { items, total, unread, pageSize } = list.data;
  if (total === 0) {
    return (
      <EmptyState Icon={Bell} title="No notifications yet">
        Order updates, price drops and books back in stock will show up here.
      </EmptyState>
    );
  }
  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === 0 ? 'You are all caught up.' : `${unread} unread`}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {markAll.isPending ? 'Marking...' : 'Mark all as read'}
        </Button>
      </div>
      <ul className="divide-y overflow-hidden rounded-xl border bg-card">
        {items.map((n) => (
          <NotificationRow key={n.id} notification={n} onOpen={open} />
        ))}
      </ul>
      <PageStepper
        label="Notification pages"
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        onPageChange={setPage}
        disabled={list.isFetching}
      />
    </div>
  );
}
