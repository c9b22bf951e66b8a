import { Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { isApiError } from '@web/lib/api-client.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { useOutboxMessage } from '../api/get-outbox-message.ts';
import { channelLabels, codeIn } from '../outbox-labels.ts';
import { DeliveryBadge } from './delivery-badge.tsx';

/** The code large and selectable in one click, with a button that copies it. */
function CodeBox({ code }: { code: string }) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ variant: 'success', title: 'Code copied', description: code });
    } catch {
      toast({
        variant: 'error',
        title: 'Could not copy the code',
        description: `Copy it by hand: ${code}`,
        duration: 8000,
      });
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3">
      <div>
        <p className="text-sm text-muted-foreground">Code</p>
        <p className="font-mono text-3xl font-semibold tracking-[0.3em] select-all">{code}</p>
      </div>
      <Button variant="outline" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        Copy code
      </Button>
    </div>
  );
}

function MessageBody({ id }: { id: number }) {
  const message = useOutboxMessage(id);
  if (message.isPending) {
    return (
      <div role="status" aria-label="Loading the message" className="space-y-4">
        <DialogTitle>Message</DialogTitle>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (message.isError) {
    const missing =
      isApiError(message.error) &&
      ['NOT_FOUND', 'VALIDATION_ERROR'].includes(message.error.error.code);
    return (
      <div className="space-y-4">
        <DialogTitle>Message</DialogTitle>
        <QueryError
          title={missing ? 'We could not find this message' : "We couldn't load this message"}
          error={message.error}
          onRetry={() => void message.refetch()}
          retrying={message.isFetching}
        />
      </div>
    );
  }
  const m = message.data;
  const code = codeIn(m.text);
  return (
    <div className="space-y-4">
      <div className="pr-10">
        <DialogTitle className="font-sans text-xl break-words">{m.subject}</DialogTitle>
        <DialogDescription className="break-words">
          {channelLabels[m.channel]} to <span className="font-medium text-foreground">{m.to}</span>{' '}
          · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </DialogDescription>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <DeliveryBadge status={m.status} channel={m.channel} />
        {m.sentAt ? (
          <span className="text-muted-foreground">
            Delivered <time dateTime={m.sentAt}>{formatDateTime(m.sentAt)}</time>
          </span>
        ) : null}
      </div>
      {m.status === 'pending' && m.attempts > 0 ? (
        <p className="text-sm break-words text-muted-foreground">
          {m.attempts === 1 ? 'One attempt' : `${m.attempts} attempts`} so far
          {m.lastError ? `: ${m.lastError}` : ''}.
          {m.nextAttemptAt ? (
            <>
              {' '}
              Next try <time dateTime={m.nextAttemptAt}>{formatDateTime(m.nextAttemptAt)}</time>.
            </>
          ) : null}
        </p>
      ) : null}
      {m.status === 'failed' ? (
        <p className="text-sm break-words text-destructive">
          {m.attempts === 1 ? 'One attempt' : `${m.attempts} attempts`} failed
          {m.lastError ? `: ${m.lastError}` : ''}
        </p>
      ) : null}
      {code ? <CodeBox code={code} /> : null}
      <section aria-labelledby="outbox-text-heading">
        <h3 id="outbox-text-heading" className="mb-1.5 text-sm font-semibold">
          Text
        </h3>
        <pre className="max-h-[50dvh] overflow-y-auto rounded-lg border p-3 font-sans text-sm break-words whitespace-pre-wrap">
          {m.text}
        </pre>
        {m.html ? (
          <p className="mt-2 text-xs text-muted-foreground">
            The mail also has an HTML version with the same words; only its text is shown here.
          </p>
        ) : null}
      </section>
      <p className="text-xs break-words text-muted-foreground">From {m.from}</p>
    </div>
  );
}

/** One message over the list (its id in `?message=`, so the view can be linked to). */
export function OutboxMessageDialog({
  messageId,
  onClose,
}: {
  messageId: number | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={messageId !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel="Close the message" className="sm:max-w-xl">
        {messageId !== undefined ? <MessageBody id={messageId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
