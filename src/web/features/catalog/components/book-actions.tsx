import { Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BookDetail } from '@shared/schemas/catalog.ts';
import { Button } from '@web/components/ui/button.tsx';
import { paths } from '@web/config/paths.ts';

export type ShareOutcome = 'shared' | 'copied' | 'failed' | 'cancelled';

export interface BookActionsProps {
  book: BookDetail;
  /** Add to cart and wishlist, composed by the page from the cart and wishlist features. */
  buyButtons: ReactNode;
  /** Tells the page how sharing went, so it can say "Link copied". */
  onShared: (outcome: ShareOutcome) => void;
}

/** The system share sheet where there is one (phones), else the link to the clipboard. */
export async function shareBook(
  book: Pick<BookDetail, 'id' | 'title' | 'author'>,
): Promise<ShareOutcome> {
  const url = new URL(paths.book(book.id), window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: book.title, text: `${book.title} by ${book.author}`, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, a blocked page): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function BookActions({ book, buyButtons, onShared }: BookActionsProps) {
  return (
    <div className="flex flex-wrap gap-3 pt-1">
      {buyButtons}
      <Button
        size="lg"
        variant="ghost"
        className="flex-1 sm:flex-none"
        onClick={() => void shareBook(book).then(onShared)}
      >
        <Share2 aria-hidden="true" />
        Share
      </Button>
    </div>
  );
}
