import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import type { PersonPage } from '@shared/schemas/catalog.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Container } from '@web/components/ui/container.tsx';
import { QueryError } from '@web/components/ui/query-error.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { paths } from '@web/config/paths.ts';
import { BookCardSkeleton } from '@web/features/catalog/components/book-card.tsx';
import { BookGrid, bookGridClassName } from '@web/features/catalog/components/book-grid.tsx';
import { isApiError } from '@web/lib/api-client.ts';
import { usePageRead } from '@web/lib/page-read.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

const bookCount = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'book' : 'books'}`;

function AuthorNotFound() {
  useDocumentTitle('Author not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-10 text-center sm:py-16">
      <UserX aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Author not found</h1>
      <p className="mt-3 text-muted-foreground">
        We have no books by this author. The link may be mistyped, or their books may have left the
        catalogue.
      </p>
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

function AuthorSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the author's books">
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

/** A person's books under what they did ("Translated by"), when they did more than write. */
function RoleGroups({ author }: { author: PersonPage }) {
  const onlyWrote = author.groups.length <= 1 && (author.groups[0]?.role ?? 'A01') === 'A01';
  if (onlyWrote) return <BookGrid books={author.books} />;
  return (
    <div className="space-y-10">
      {author.groups.map((group) => (
        <section key={group.role} aria-labelledby={`role-${group.role}`} className="space-y-4">
          <h2 id={`role-${group.role}`} className="text-2xl font-semibold">
            {group.heading} {author.name}
          </h2>
          <BookGrid books={group.books} />
        </section>
      ))}
    </div>
  );
}

function AuthorBooks({ author }: { author: PersonPage }) {
  useDocumentTitle(`Books by ${author.name}`);
  const more = author.count > author.books.length;
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{author.name}</h1>
      <p className="mt-2 text-muted-foreground">{bookCount(author.count)} in our catalogue</p>
      <div className="mt-8">
        <RoleGroups author={author} />
      </div>
      {more && (
        <p className="mt-8 text-center">
          <Link
            to={paths.collections({ search: author.name })}
            className={buttonVariants({ variant: 'outline' })}
          >
            See all {bookCount(author.count)} by {author.name}
          </Link>
        </p>
      )}
    </>
  );
}

/** /authors/:slug: an author's books, best sellers first. */
export default function AuthorPage() {
  const author = usePageRead<PersonPage>();
  let content;
  if (author.data) {
    content = <AuthorBooks author={author.data} />;
  } else if (
    !author.isEnabled ||
    (author.isError &&
      isApiError(author.error) &&
      ['NOT_FOUND', 'VALIDATION_ERROR'].includes(author.error.error.code))
  ) {
    content = <AuthorNotFound />;
  } else if (author.isError) {
    content = (
      <QueryError
        title="We couldn't load this author's books"
        error={author.error}
        onRetry={() => void author.refetch()}
        retrying={author.isFetching}
        headingLevel="h1"
      />
    );
  } else {
    content = <AuthorSkeleton />;
  }
  return <Container className="py-6 sm:py-8">{content}</Container>;
}
