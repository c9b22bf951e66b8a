import { textLinkClassName } from './text-link.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookDetail } from '@shared/schemas/catalog.ts';
import { formatINR } from '@shared/money.ts';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';

const linkClassName = textLinkClassName;

/** Names joined as a sentence: "A", "A and B", "A, B and C". */
function joined(items: ReactNode[]) {
  return items.map((item, i) => (
    <Fragment key={i}>
      {i > 0 ? (i === items.length - 1 ? ' and ' : ', ') : null}
      {item}
    </Fragment>
  ));
}

/**
 * Everyone credited on the edition, each a link to their page: "by Kalki Krishnamurthy ·
 * translated by Pavithra Srinivasan". A book with no credits shows its author string.
 */
export function Credits({ book, fallback }: { book: BookDetail; fallback: ReactNode }) {
  if (book.contributors.length === 0) return <p className="text-lg">by {fallback}</p>;
  const groups = new Map<string, BookDetail['contributors']>();
  for (const c of book.contributors) {
    const by = c.role === 'A01' || c.role === 'A02' ? 'by' : c.by.toLowerCase();
    groups.set(by, [...(groups.get(by) ?? []), c]);
  }
  return (
    <p className="text-lg">
      {[...groups].map(([by, people], i) => (
        <Fragment key={by}>
          {i > 0 ? <span className="text-muted-foreground"> · </span> : null}
          <span className={i > 0 ? 'text-base' : undefined}>
            {by}{' '}
            {joined(
              people.map((p) => (
                <Link key={p.id} to={paths.person(p.slug)} className={linkClassName}>
                  {p.name}
                </Link>
              )),
            )}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

function editionName(e: BookDetail['editions'][number]) {
  return [e.formatLabel ?? 'Edition', e.editionStatement, e.language].filter(Boolean).join(' · ');
}

/**
 * The work's editions, each a link to its own page (the URL is the edition's), with its price
 * and stock; the one shown is marked. Shown when the work has more than one.
 */
export function EditionSwitcher({ book }: { book: BookDetail }) {
  if (book.editions.length < 2) return null;
  return (
    <nav aria-label="Editions" className="space-y-2">
      <h2 className="font-sans text-sm font-semibold">
        {book.editions.length} editions of this book
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {book.editions.map((e) => {
          const current = e.id === book.id;
          return (
            <li key={e.id}>
              <Link
                to={paths.book(e.id)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 flex-col rounded-md border px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
                  current && 'border-primary ring-1 ring-primary',
                )}
              >
                <span className="font-semibold">{editionName(e)}</span>
                <span className="text-muted-foreground">
                  {formatINR(e.sellingPrice)} · {e.inStock ? 'In stock' : 'Out of stock'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const yearOf = (date: string | null) => (date ? date.slice(0, 4) : null);

function EditionFacts({ edition: e }: { edition: BookDetail['editions'][number] }) {
  const facts = [e.publisher, yearOf(e.publicationDate), e.isbn13 ? `ISBN ${e.isbn13}` : null];
  const shown = facts.filter(Boolean).join(' · ');
  return shown ? <p className="text-sm text-muted-foreground">{shown}</p> : null;
}

/**
 * The work's other editions with what tells them apart on a shelf: format, edition, language,
 * publisher and year, ISBN, price and stock. Shown when the work has more than one.
 */
export function OtherEditions({ book }: { book: BookDetail }) {
  const others = book.editions.filter((e) => e.id !== book.id);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-editions-heading" className="space-y-3">
      <h2 id="other-editions-heading" className="text-2xl font-semibold">
        Other editions
      </h2>
      <ul className="divide-y rounded-lg border">
        {others.map((e) => (
          <li
            key={e.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3"
          >
            <div className="min-w-0">
              <Link to={paths.book(e.id)} className={cn(linkClassName, 'font-semibold')}>
                {editionName(e)}
              </Link>
              <EditionFacts edition={e} />
            </div>
            <p className="text-sm">
              <span className="font-semibold">{formatINR(e.sellingPrice)}</span>{' '}
              <span className="text-muted-foreground">
                · {e.inStock ? 'In stock' : 'Out of stock'}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const volumeNumber = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** "Volume 2 of Ponniyin Selvan", with the volumes before and after it. */
export function SeriesNav({ book }: { book: BookDetail }) {
  const series = book.series;
  if (!series) return null;
  return (
    <nav aria-label="Series" className="space-y-2 rounded-lg border bg-card p-4 text-sm">
      <p>
        {series.number === null ? 'Part' : `Volume ${volumeNumber(series.number)}`} of{' '}
        <Link to={paths.series(series.slug)} className={cn(linkClassName, 'font-semibold')}>
          {series.name}
        </Link>
      </p>
      {series.previous || series.next ? (
        <div className="flex flex-wrap justify-between gap-3">
          {series.previous ? (
            <Link
              to={paths.book(series.previous.id)}
              className={cn(linkClassName, 'inline-flex items-center gap-1')}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span>
                <span className="sr-only">Previous volume: </span>
                {volumeNumber(series.previous.number)}. {series.previous.title}
              </span>
            </Link>
          ) : (
            <span />
          )}
          {series.next ? (
            <Link
              to={paths.book(series.next.id)}
              className={cn(linkClassName, 'inline-flex items-center gap-1')}
            >
              <span>
                <span className="sr-only">Next volume: </span>
                {volumeNumber(series.next.number)}. {series.next.title}
              </span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
