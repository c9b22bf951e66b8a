import { textLinkClassName } from './text-link.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookDetail } from '@shared/schemas/catalog.ts';
import { paths } from '@web/config/paths.ts';
import { formatDate } from '@web/lib/format.ts';

const linkClassName = textLinkClassName;

function TermLinks({ names, to }: { names: string[]; to: (name: string) => string }) {
  return (
    <ul className="flex flex-wrap gap-x-1 gap-y-1">
      {names.map((name, i) => (
        <li key={name}>
          <Link to={to(name)} className={linkClassName}>
            {name}
          </Link>
          {i < names.length - 1 ? <span aria-hidden="true">,</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A book page's details: ISBN, format, pages, language, publisher, date, categories. */
export function Details({ book }: { book: BookDetail }) {
  const rows: [string, ReactNode][] = [];
  if (book.isbn13) rows.push(['ISBN-13', <span className="tabular-nums">{book.isbn13}</span>]);
  if (book.formatLabel) {
    rows.push(['Format', [book.formatLabel, book.editionStatement].filter(Boolean).join(', ')]);
  }
  if (book.pageCount) rows.push(['Pages', book.pageCount.toLocaleString('en-IN')]);
  if (book.language) rows.push(['Language', book.language]);
  if (book.publisher || book.imprint) {
    rows.push([
      'Publisher',
      <>
        {book.publisher ? (
          <Link to={paths.publisher(book.publisher.slug)} className={linkClassName}>
            {book.publisher.name}
          </Link>
        ) : null}
        {book.imprint && book.imprint !== book.publisher?.name
          ? `${book.publisher ? ' · ' : ''}${book.imprint}`
          : null}
      </>,
    ]);
  }
  if (book.publicationDate) rows.push(['Published', formatDate(book.publicationDate)]);
  else if (book.publishedYear) rows.push(['Published', String(book.publishedYear)]);
  if (book.category.length > 0) {
    rows.push([
      book.category.length === 1 ? 'Category' : 'Categories',
      <TermLinks names={book.category} to={(category) => paths.collections({ category })} />,
    ]);
  }
  if (book.collection.length > 0) {
    rows.push([
      book.collection.length === 1 ? 'Collection' : 'Collections',
      <TermLinks names={book.collection} to={(collection) => paths.collections({ collection })} />,
    ]);
  }
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
