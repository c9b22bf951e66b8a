import { Button } from '@web/components/ui/button.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { useUnreadContactMessages } from '../api/get-unread-contact-messages.ts';
import { useMarkContactMessageRead } from '../api/mark-contact-message-read.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** What shoppers wrote through the contact form and nobody has read yet, newest first. */
export function UnreadMessages() {
  const messages = useUnreadContactMessages();
  const markRead = useMarkContactMessageRead();
  const { toast } = useToast();
  const total = messages.data?.total;

  let body;
  if (messages.isPending) {
    body = (
      <div role="status" aria-label="Loading messages" className="space-y-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (messages.isError) {
    body = (
      <QueryError
        title="We couldn't load the messages"
        error={messages.error}
        onRetry={() => void messages.refetch()}
        retrying={messages.isFetching}
      />
    );
  } else if (messages.data.items.length === 0) {
    body = <p className="text-sm text-muted-foreground">No unread messages.</p>;
  } else {
    body = (
      <ul className="divide-y">
        {messages.data.items.map((m) => (
          <li key={m.id} className="py-3 first:pt-0 last:pb-0">
            <h3 className="font-medium">{m.subject}</h3>
            <p className="text-sm text-muted-foreground">
              {m.name} ·{' '}
              <a href={`mailto:${m.email}`} className="text-primary underline underline-offset-2">
                {m.email}
              </a>{' '}
              · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </p>
            <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line">{m.message}</p>
            <div className="mt-2 flex justify-end">
              <Button
                variant="outline"
                size="sm"
                disabled={markRead.isPending && markRead.variables === m.id}
                aria-label={`Mark as read: “${m.subject}” from ${m.name}`}
                onClick={() =>
                  markRead.mutate(m.id, {
                    onError: (error) =>
                      toast({
                        variant: 'error',
                        title: 'Not marked as read',
                        description: errorMessage(error),
                      }),
                  })
                }
              >
                Mark as read
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DashboardPanel
      title="Unread messages"
      action={
        total !== undefined && total > 0 ? (
          <span className="text-sm text-muted-foreground">{total} unread</span>
        ) : null
      }
    >
      {body}
    </DashboardPanel>
  );
}
