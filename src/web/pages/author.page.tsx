import { UserX } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import type { PersonPage } from '@shared/schemas/catalog.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { paths } from '@web/config/paths.ts';
import { BookGrid } from '@web/features/catalog/components/book-grid.tsx';
import { NamedPageShell } from '@web/features/catalog/components/named-page-shell.tsx';
import { usePageRead } from '@web/lib/page-read.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

const bookCount = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'book' : 'books'}`;

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
  const { slug } = useParams();
  // An older link spelled from an author string: the person's own page is the address.
  if (author.slug && author.slug !== slug)
    return <Navigate to={paths.person(author.slug)} replace />;
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

/** /authors/:slug: a person's books by what they did, best sellers first. */
export default function AuthorPage() {
  return (
    <NamedPageShell
      read={usePageRead<PersonPage>()}
      notFound={{
        icon: UserX,
        title: 'Author not found',
        text: 'We have no books by this author. The link may be mistyped, or their books may have left the catalogue.',
      }}
      loadingLabel="Loading the author's books"
      errorTitle="We couldn't load this author's books"
    >
      {(author) => <AuthorBooks author={author} />}
    </NamedPageShell>
  );
}
