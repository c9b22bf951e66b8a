import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  reviewQueues,
  type AdminReview,
  type ModerationAction,
} from '@shared/schemas/admin-reviews.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { AdminPage } from '@web/components/ui/admin-page.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { EmptyState } from '@web/components/ui/empty-state.tsx';
import { FilterBar, FilterField } from '@web/components/ui/filter-bar.tsx';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Select } from '@web/components/ui/select.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { errorMessage } from '@web/lib/api-client.ts';
import { formatDate, plural } from '@web/lib/format.ts';
import { useAdminReviews, useModerateReview } from '../api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const viewLabels: Record<(typeof reviewQueues)[number], string> = {
  queue: 'To look at (reported, held, new this week)',
  reported: 'Reported',
  pending: 'Held for approval',
  hidden: 'Hidden',
  all: 'All reviews',
};

const statusLabels = { published: 'Published', pending: 'Held', hidden: 'Hidden' } as const;

/** The buttons a review's state allows, most likely first. */
function actionsFor(review: AdminReview): { action: ModerationAction; label: string }[] {
  if (review.status === 'hidden') {
    return [
      { action: 'restore', label: 'Restore' },
      { action: 'remove', label: 'Remove' },
    ];
  }
  return [
    review.status === 'pending'
      ? { action: 'approve', label: 'Approve' }
      : review.reports.length > 0
        ? { action: 'dismiss', label: 'Keep it (dismiss reports)' }
        : { action: 'approve', label: 'Looks fine' },
    { action: 'hide', label: 'Hide' },
    { action: 'remove', label: 'Remove' },
  ];
}

function ReviewCard({
  review,
  busy,
  onAct,
}: {
  review: AdminReview;
  busy: boolean;
  onAct: (action: ModerationAction) => void;
}) {
  return (
    <li className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={paths.book(review.book.id)}
          className="font-semibold underline-offset-4 hover:underline"
        >
          {review.book.title}
        </Link>
        <span className="text-sm text-muted-foreground">
          {statusLabels[review.status]} · {formatDate(review.createdAt)}
        </span>
      </div>
      <p className="mt-1 text-sm">
        <span aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating)}
          <span className="text-muted-foreground">{'★'.repeat(5 - review.rating)}</span>
        </span>{' '}
        by {review.userName}
      </p>
      {review.comment ? (
        <p className="mt-2 text-sm break-words whitespace-pre-line">{review.comment}</p>
      ) : null}
      {review.moderationReason ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Reason given: {review.moderationReason}
        </p>
      ) : null}
      {review.reports.length > 0 ? (
        <div className="mt-3 rounded-md border border-destructive/40 p-3 text-sm">
          <p className="font-medium">{plural(review.reports.length, 'report')}</p>
          <ul className="mt-1 list-disc pl-5">
            {review.reports.map((r, i) => (
              <li key={i} className="break-words">
                {r.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {actionsFor(review).map(({ action, label }) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'remove' || action === 'hide' ? 'outline' : 'default'}
            disabled={busy}
            onClick={() => onAct(action)}
          >
            {label}
            <span className="sr-only">
              : review of {review.book.title} by {review.userName}
            </span>
          </Button>
        ))}
      </div>
    </li>
  );
}

/** /admin/reviews: the moderation queue (reported, held and new reviews first). */
export function ReviewsScreen() {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view') ?? 'queue';
  const view = (reviewQueues as readonly string[]).includes(viewParam) ? viewParam : 'queue';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const reviews = useAdminReviews(view, page);
  const moderate = useModerateReview();
  const { toast } = useToast();
  const [asking, setAsking] = useState<{ review: AdminReview; action: 'hide' | 'remove' } | null>(
    null,
  );

  function act(review: AdminReview, action: ModerationAction, reason?: string) {
    if ((action === 'hide' || action === 'remove') && reason === undefined) {
      setAsking({ review, action });
      return;
    }
    moderate.mutate(
      { id: review.id, action, reason },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: {
              approve: 'Review approved',
              hide: 'Review hidden',
              restore: 'Review restored',
              remove: 'Review removed',
              dismiss: 'Reports dismissed',
            }[action],
            description: `${review.userName} on “${review.book.title}”`,
          }),
        onError: (error) =>
          toast({ variant: 'error', title: 'Not changed', description: errorMessage(error) }),
        onSettled: () => setAsking(null),
      },
    );
  }

  let content;
  if (reviews.isPending) {
    content = (
      <div role="status" aria-label="Loading reviews" className="space-y-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  } else if (reviews.isError) {
    content = (
      <QueryError
        title="We couldn't load the reviews"
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  } else if (reviews.data.total === 0) {
    content = (
      <EmptyState Icon={MessageSquareWarning} title="Nothing to look at">
        {view === 'queue'
          ? 'No review is reported, held or new this week.'
          : 'No review is in this list.'}
      </EmptyState>
    );
  } else {
    const totalPages = Math.ceil(reviews.data.total / reviews.data.pageSize);
    content = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {plural(reviews.data.total, 'review')}
          {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
        </p>
        <ul className="grid gap-3">
          {reviews.data.items.map((r) => (
            <ReviewCard
              key={r.id}
              review={r}
              busy={moderate.isPending}
              onAct={(action) => act(r, action)}
            />
          ))}
        </ul>
        <Pagination
          label="Review pages"
          page={page}
          totalPages={totalPages}
          hrefFor={(p) => `${paths.admin.reviews}?view=${view}&page=${p}`}
        />
      </div>
    );
  }

  return (
    <AdminPage
      title="Reviews"
      description="Reported, held and new reviews: approve, hide with a reason, or remove."
    >
      <FilterBar className="mb-4 sm:grid-cols-[minmax(16rem,1fr)]">
        <FilterField id="reviews-view" label="Show">
          <Select
            id="reviews-view"
            value={view}
            onChange={(e) => setParams({ view: e.target.value })}
          >
            {reviewQueues.map((v) => (
              <option key={v} value={v}>
                {viewLabels[v]}
              </option>
            ))}
          </Select>
        </FilterField>
      </FilterBar>
      {content}
      {asking ? (
        <ReasonDialog
          action={asking.action}
          author={asking.review.userName}
          busy={moderate.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => act(asking.review, asking.action, reason)}
        />
      ) : null}
    </AdminPage>
  );
}
