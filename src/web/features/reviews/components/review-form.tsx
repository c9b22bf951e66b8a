import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OwnReview as Review } from '@shared/schemas/catalog.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { fieldAria, FormField } from '@web/components/ui/form-field.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { errorMessage } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';
import { formatDate } from '@web/lib/format.ts';
import { serverFieldErrors } from '@web/lib/form-errors.ts';
import { useCreateReview } from '../api/create-review.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useMyReview } from '../api/get-my-review.ts';
import { useUpdateReview } from '../api/update-review.ts';
import {
  commentCounter,
  reviewFormDefaults,
  reviewFormResolver,
  type ReviewFormValues,
  type ReviewValues,
} from '../review-form-rules.ts';
import { ReviewSignInPrompt } from './review-sign-in-prompt.tsx';
import { StarRating, StarRatingInput } from './star-rating.tsx';

/** Whether shoppers see the reader's review, and staff's reason when they do not. */
function ReviewStanding({ review }: { review: Review }) {
  if (review.status === 'published') return null;
  return (
    <p role="status" className="mt-3 rounded-md border border-warning/50 p-3 text-sm">
      {review.status === 'pending'
        ? 'Waiting for the shop to look at it: other readers will see it once it is approved.'
        : `Hidden by the shop: ${review.moderationReason ?? 'no reason given'}. Edit it and the shop will look at it again.`}
    </p>
  );
}

export interface ReviewFormProps {
  bookId: number;
  /** Editing this review; otherwise a new one. */
  review: Review | null;
  onDone: () => void;
  onCancel?: () => void;
}

/** Write or edit your review: 1–5 stars and an optional comment of up to 2,000 characters. */
export function ReviewForm({ bookId, review, onDone, onCancel }: ReviewFormProps) {
  const prefix = useId();
  const { toast } = useToast();
  const create = useCreateReview(bookId);
  const update = useUpdateReview(bookId);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewValues>({
    resolver: reviewFormResolver,
    defaultValues: reviewFormDefaults(review),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const counter = commentCounter(watch('comment') ?? '');
  const commentId = `${prefix}-comment`;
  const ratingErrorId = `${prefix}-rating-error`;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = review
        ? await update.mutateAsync({ ...values, id: review.id })
        : await create.mutateAsync(values);
      toast({
        variant: 'success',
        title: review ? 'Review updated' : 'Review posted',
        description:
          saved.status === 'pending'
            ? 'Thank you. Your review will appear once the shop has looked at it.'
            : 'Thank you for sharing what you thought.',
      });
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['rating', 'comment'] as const);
      for (const [field, message] of fieldErrors) setError(field, { type: 'server', message });
      if (fieldErrors.length === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {failure ? <Alert title="Your review was not saved">{failure}</Alert> : null}
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
        <StarRatingInput
          value={watch('rating')}
          registration={register('rating')}
          invalid={!!errors.rating}
          errorId={errors.rating ? ratingErrorId : undefined}
        />
        {errors.rating ? (
          <p id={ratingErrorId} className="text-sm font-medium text-destructive">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id={commentId}
        label="Your review (optional)"
        error={errors.comment?.message}
        hint={
          <span className={cn(counter.over && 'font-medium text-destructive')} aria-live="polite">
            {counter.text}
          </span>
        }
      >
        <Textarea
          rows={5}
          placeholder="What did you like or not like about this book?"
          {...fieldAria(commentId, errors.comment?.message, true)}
          {...register('comment')}
        />
      </FormField>
      {errors.comment ? (
        <p
          className={cn('-mt-2 text-xs text-muted-foreground', counter.over && 'text-destructive')}
        >
          {counter.text}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : review ? 'Update review' : 'Post review'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The signed-in reader's part of a book's reviews: their review with Edit and Delete, or the
 * form to write one; a visitor is asked to sign in.
 */
export function MyReview({ bookId }: { bookId: number }) {
  const { user } = useCurrentUser();
  const mine = useMyReview(bookId);
  const remove = useDeleteReview(bookId);
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (!user) return <ReviewSignInPrompt />;
  if (mine.isPending) {
    return (
      <div role="status" aria-label="Loading your review" className="space-y-2">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (mine.isError) {
    return <Alert title="We couldn't load your review">{errorMessage(mine.error)}</Alert>;
  }
  const review = mine.data.review;

  if (!review || editing) {
    return (
      <div className="rounded-lg border bg-card p-4 sm:p-5">
        <h3 className="mb-4 text-lg font-semibold">
          {review ? 'Edit your review' : 'Write a review'}
        </h3>
        <ReviewForm
          key={review ? `edit-${review.id}` : 'new'}
          bookId={bookId}
          review={review}
          // Only an edit closes itself: a new review is drawn as posted as soon as the cache
          // holds it, and a press on its Edit before the save has finished must stay open.
          onDone={() => {
            if (review) setEditing(false);
          }}
          onCancel={review ? () => setEditing(false) : undefined}
        />
      </div>
    );
  }

  return (
    <div className="rounded-lg border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">Your review</h3>
          <div className="mt-1 flex items-center gap-2">
            <StarRating rating={review.rating} />
            <span className="text-xs text-muted-foreground">{formatDate(review.updatedAt)}</span>
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      {review.comment ? <p className="mt-3 text-sm whitespace-pre-line">{review.comment}</p> : null}
      <ReviewStanding review={review} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your review?"
        description="Your rating and comment will be removed from this book."
        confirmLabel="Delete review"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(review.id, {
            onSuccess: () =>
              toast({
                variant: 'success',
                title: 'Review deleted',
                description: 'Your review has been removed.',
              }),
            onError: (error) =>
              toast({
                variant: 'error',
                title: 'Review not deleted',
                description: errorMessage(error),
              }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
}
