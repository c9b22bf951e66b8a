import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { isApiError } from '@web/lib/api-client.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';
import { BookCardSkeleton } from './book-card.tsx';
import { bookGridClassName } from './book-grid.tsx';

export interface NotFoundWords {
  icon: LucideIcon;
  title: string;
  text: string;
}

function NotFound({ icon: Icon, title, text }: NotFoundWords) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-10 text-center sm:py-16">
      <Icon aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.books()} className={buttonVariants()}>
          Browse all books
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label}>
      <Skeleton className="h-10 w-64 max-w-full" />
      <Skeleton className="mt-3 h-5 w-24" />
      <ul className={`mt-8 ${bookGridClassName}`}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <BookCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A page of a named thing (a person, a series, a publisher): its read's answer drawn by
 * `children`, or the page's not-found state for a name the shop does not have, an error with a
 * retry, or a skeleton while it loads.
 */
export function NamedPageShell<T>({
  read,
  notFound,
  loadingLabel,
  errorTitle,
  children,
}: {
  read: UseQueryResult<T> & { isEnabled?: boolean };
  notFound: NotFoundWords;
  loadingLabel: string;
  errorTitle: string;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  let content: ReactNode;
  if (read.data) {
    content = children(read.data);
  } else if (
    read.isEnabled === false ||
    (read.isError &&
      isApiError(read.error) &&
      ['NOT_FOUND', 'VALIDATION_ERROR'].includes(read.error.error.code))
  ) {
    content = <NotFound {...notFound} />;
  } else if (read.isError) {
    content = (
      <QueryError
        title={errorTitle}
        error={read.error}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
        headingLevel="h1"
      />
    );
  } else {
    content = <Loading label={loadingLabel} />;
  }
  return <Container className="py-6 sm:py-8">{content}</Container>;
}
