import { Loader2, Pause, Play, Rss, Trash2, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { OnixFeed, OnixFeedRun } from '@shared/schemas/onix-feeds.ts';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { QueryList } from '@web/components/ui/query-list.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { formatDateTime, plural } from '@web/lib/format.ts';
import {
  useAddFeed,
  useDeleteFeed,
  useFeedRuns,
  useFeeds,
  useRunFeed,
  useUpdateFeed,
} from '../api/feeds.ts';

/** What a run did, in one line. */
function runLine(run: OnixFeedRun): string {
  if (run.status === 'fetching') return 'Fetching the feed…';
  if (run.status === 'failed') return `Failed: ${run.message ?? 'no reason given'}`;
  const figures = `${plural(run.products, 'product')}: ${run.created} new, ${run.updated} updated, ${run.unchanged} unchanged, ${run.withdrawn} withdrawn, ${run.failed} not taken`;
  return run.status === 'importing' ? `Importing… ${figures}` : figures;
}

/** /admin/feeds: ONIX feeds the shop fetches on a schedule, each with its history. */
export function FeedsScreen() {
  const feeds = useFeeds();
  return (
    <AdminPage
      title="ONIX feeds"
      description="Feeds your publishers and distributors publish: the shop fetches each on its schedule and imports it as an upload would be, record by record."
    >
      <div className="grid grid-cols-1 gap-6">
        <AddFeedForm />
        <QueryList
          query={feeds}
          errorTitle="We couldn't load the feeds"
          loading="Loading feeds…"
          empty={
            <EmptyState Icon={Rss} title="No feeds yet">
              Add a feed’s address above; it is fetched at once, then on its schedule.
            </EmptyState>
          }
        >
          {(items) => (
            <ul className="grid grid-cols-1 gap-4" aria-label="Feeds">
              {items.map((feed) => (
                <FeedCard key={feed.id} feed={feed} />
              ))}
            </ul>
          )}
        </QueryList>
      </div>
    </AdminPage>
  );
}

function AddFeedForm() {
  const add = useAddFeed();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('https://');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [everyHours, setEveryHours] = useState('24');
  const fieldError = (field: string) =>
    isApiError(add.error) ? add.error.error.fields?.[field] : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { name, url, username, password, everyHours: Number(everyHours) },
      {
        onSuccess: () => {
          setName('');
          setUrl('https://');
          setUsername('');
          setPassword('');
        },
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="add-feed-heading"
      className="grid grid-cols-1 gap-4 rounded-xl border bg-card p-4"
    >
      <h2 id="add-feed-heading" className="text-lg font-semibold">
        Add a feed
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="feed-name" label="Name" error={fieldError('name')}>
          <Input
            id="feed-name"
            value={name}
            required
            maxLength={100}
            placeholder="Distributor’s weekly feed"
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField
          id="feed-url"
          label="Address"
          error={fieldError('url')}
          hint="The https:// address the sender gave you."
        >
          <Input
            id="feed-url"
            type="url"
            value={url}
            required
            inputMode="url"
            onChange={(e) => setUrl(e.target.value)}
          />
        </FormField>
        <FormField id="feed-username" label="User name (if the feed asks for one)">
          <Input
            id="feed-username"
            value={username}
            autoComplete="off"
            onChange={(e) => setUsername(e.target.value)}
          />
        </FormField>
        <FormField id="feed-password" label="Password">
          <Input
            id="feed-password"
            type="password"
            value={password}
            autoComplete="new-password"
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <FormField id="feed-every" label="Fetch every (hours)" error={fieldError('everyHours')}>
          <Input
            id="feed-every"
            type="number"
            min={1}
            max={720}
            value={everyHours}
            onChange={(e) => setEveryHours(e.target.value)}
          />
        </FormField>
      </div>
      {add.isError && !fieldError('url') && !fieldError('name') ? (
        <Alert title="The feed was not added">{errorMessage(add.error)}</Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Add feed
        </Button>
      </div>
    </form>
  );
}

function FeedCard({ feed }: { feed: OnixFeed }) {
  const run = useRunFeed();
  const update = useUpdateFeed();
  const remove = useDeleteFeed();
  const [confirming, setConfirming] = useState(false);
  const [history, setHistory] = useState(false);
  const busy = feed.lastRun?.status === 'fetching' || feed.lastRun?.status === 'importing';
  const failed = run.error ?? update.error ?? remove.error;

  return (
    <li className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{feed.name}</h3>
          <p className="truncate text-sm text-muted-foreground">{feed.url}</p>
          <p className="text-sm text-muted-foreground">
            {feed.paused
              ? 'Paused'
              : `Every ${plural(feed.everyHours, 'hour')} · next ${formatDateTime(feed.nextRunAt)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={busy || feed.paused || run.isPending}
            onClick={() => run.mutate(feed.id)}
          >
            <RefreshCw aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
            Run now
          </Button>
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({
                id: feed.id,
                input: {
                  name: feed.name,
                  url: feed.url,
                  username: feed.username,
                  everyHours: feed.everyHours,
                  paused: !feed.paused,
                },
              })
            }
          >
            {feed.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {feed.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            variant="outline"
            aria-label={`Delete ${feed.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <p
        role="status"
        className={feed.lastRun?.status === 'failed' ? 'text-sm text-destructive' : 'text-sm'}
      >
        {feed.lastRun
          ? `Last run ${formatDateTime(feed.lastRun.startedAt)}: ${runLine(feed.lastRun)}`
          : 'Not fetched yet.'}
      </p>
      {failed ? <Alert title="That did not work">{errorMessage(failed)}</Alert> : null}
      <details onToggle={(e) => setHistory((e.target as HTMLDetailsElement).open)}>
        <summary className="cursor-pointer text-sm font-medium">History</summary>
        {history ? <FeedHistory id={feed.id} /> : null}
      </details>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${feed.name}”?`}
        description="The shop stops fetching it and its history is deleted. Books it imported stay in the catalogue."
        confirmLabel="Delete feed"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(feed.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}

function FeedHistory({ id }: { id: number }) {
  const runs = useFeedRuns(id, true);
  if (runs.isError)
    return <Alert title="The history could not be loaded">{errorMessage(runs.error)}</Alert>;
  if (!runs.data) return <p className="mt-2 text-sm text-muted-foreground">Loading…</p>;
  if (runs.data.length === 0)
    return <p className="mt-2 text-sm text-muted-foreground">No runs yet.</p>;
  return (
    <ol className="mt-2 grid gap-1 text-sm break-words" aria-label="Runs, newest first">
      {runs.data.map((r) => (
        <li key={r.id} className={r.status === 'failed' ? 'text-destructive' : undefined}>
          <span className="tabular-nums text-muted-foreground">{formatDateTime(r.startedAt)}</span>{' '}
          {runLine(r)}
        </li>
      ))}
    </ol>
  );
}
