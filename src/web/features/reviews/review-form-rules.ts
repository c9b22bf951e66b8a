import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { reviewInputSchema, type Review } from '@shared/schemas/catalog.ts';

/** docs/product.md "Reviews": a comment is at most this many characters (after trimming). */
export const reviewCommentMax = 2000;

/** The review form's values as the inputs hold them (the rating radios give strings). */
export interface ReviewFormValues {
  rating: string | null;
  comment: string;
}

/** What the form sends: the rating as a number, the comment trimmed. */
export type ReviewValues = z.output<typeof reviewInputSchema>;

// The shared schema coerces any input; the form's inputs are the narrower strings above.
const formSchema = reviewInputSchema as unknown as z.ZodType<ReviewValues, ReviewFormValues>;

/** The same rule the server applies to POST and PUT, with its messages. */
export const reviewFormResolver = zodResolver(formSchema);

export function reviewFormDefaults(review: Pick<Review, 'rating' | 'comment'> | null) {
  return review
    ? { rating: String(review.rating), comment: review.comment }
    : { rating: null, comment: '' };
}

const count = new Intl.NumberFormat('en-IN');

/** "123 / 2,000 characters", and whether the trimmed comment is over the limit. */
export function commentCounter(comment: string) {
  const used = comment.trim().length;
  return {
    text: `${count.format(used)} / ${count.format(reviewCommentMax)} characters`,
    over: used > reviewCommentMax,
  };
}
