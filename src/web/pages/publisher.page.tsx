import { Building2 } from 'lucide-react';
import { useLocation } from 'react-router';
import type { PublisherPage as Publisher } from '@shared/schemas/catalog.ts';
import { Pagination } from '@web/components/ui/pagination.tsx';
import { BookGrid } from '@web/features/catalog/components/book-grid.tsx';
import { NamedPageShell } from '@web/features/catalog/components/named-page-shell.tsx';
import { usePageRead } from '@web/lib/page-read.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

function PublisherBooks({ publisher }: { publisher: Publisher }) {
  useDocumentTitle(`Books from ${publisher.name}`);
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(publisher.count / publisher.pageSize));
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Publisher</p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{publisher.name}</h1>
      <p className="mt-2 text-muted-foreground">
        {publisher.count.toLocaleString('en-IN')} {publisher.count === 1 ? 'book' : 'books'}, newest
        first
      </p>
      <div className="mt-8">
        <BookGrid books={publisher.books} />
      </div>
      {pages > 1 ? (
        <div className="mt-8">
          <Pagination
            page={publisher.page}
            totalPages={pages}
            hrefFor={(page) => (page === 1 ? pathname : `${pathname}?page=${page}`)}
          />
        </div>
      ) : null}
    </>
  );
}

/** /publishers/:slug: a publisher's books, newest first, a page at a time. */
export default function PublisherPage() {
  return (
    <NamedPageShell
      read={usePageRead<Publisher>()}
      notFound={{
        icon: Building2,
        title: 'Publisher not found',
        text: 'We have no books from this publisher. The link may be mistyped, or its books may have left the catalogue.',
      }}
      loadingLabel="Loading the publisher's books"
      errorTitle="We couldn't load this publisher's books"
    >
      {(publisher) => <PublisherBooks publisher={publisher} />}
    </NamedPageShell>
  );
}
