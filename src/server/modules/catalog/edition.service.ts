// The book trade's side of a book page and a person's page (ADR 034): credits with their roles,
// the work's editions, the series' neighbours, the publisher; a person's books by role.
import { formatLabel, roleOf } from '@shared/book-trade.ts';
import { paiseToRupees } from '@shared/money.ts';
import type { BookDetail, PersonPage, PublisherPage, SeriesPage } from '@shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { toBookCard } from './book-card.ts';
import {
  findContributorBooks,
  findEditionDetails,
  findPublisherBooks,
  findSeriesVolumes,
} from './edition.repository.ts';

type EditionFields = Pick<
  BookDetail,
  | 'contributors'
  | 'format'
  | 'formatLabel'
  | 'editionStatement'
  | 'pageCount'
  | 'publicationDate'
  | 'publisher'
  | 'imprint'
  | 'work'
  | 'editions'
  | 'series'
>;

const volume = (n: string | null) => (n === null ? null : Number(n));

export async function editionFieldsOf(
  db: Db,
  book: {
    id: number;
    workId: number;
    publisherId: number | null;
    format: string | null;
    editionStatement: string | null;
    pageCount: number | null;
    publicationDate: string | null;
    imprint: string | null;
    title: string;
  },
): Promise<EditionFields> {
  const { credits, editions, work } = await findEditionDetails(db, book);
  return {
    contributors: credits.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      role: c.role,
      roleLabel: roleOf(c.role).label,
      by: roleOf(c.role).by,
    })),
    format: book.format,
    formatLabel: formatLabel(book.format),
    editionStatement: book.editionStatement,
    pageCount: book.pageCount,
    publicationDate: book.publicationDate,
    publisher:
      work?.publisher_name && work.publisher_slug
        ? { name: work.publisher_name, slug: work.publisher_slug }
        : null,
    imprint: book.imprint,
    work: { id: book.workId, title: work?.title ?? book.title },
    editions: editions.map((e) => ({
      id: Number(e.id),
      formatLabel: formatLabel(e.format),
      editionStatement: e.edition_statement,
      language: e.language,
      sellingPrice: paiseToRupees(Number(e.selling_price)),
      mrp: paiseToRupees(Number(e.mrp)),
      inStock: Boolean(e.in_stock),
      publicationDate: e.publication_date,
      isbn13: e.isbn13,
      publisher: e.publisher_name,
    })),
    series:
      work?.series_name && work.series_slug
        ? {
            name: work.series_name,
            slug: work.series_slug,
            number: volume(work.number),
            previous: work.previous && { ...work.previous, number: Number(work.previous.number) },
            next: work.next && { ...work.next, number: Number(work.next.number) },
          }
        : null,
  };
}

/** The roles a person's page lists first: the authors' own books, then what they translated… */
const roleOrder = ['A01', 'A02', 'B06', 'B01', 'A12', 'A13', 'A23', 'A24', 'A19', 'B05', 'C01'];

/** A person's page by their slug, or null when no one has it. */
export async function getPersonPage(
  db: Db,
  slug: string,
  limit: number,
): Promise<PersonPage | null> {
  const found = await findContributorBooks(db, slug, limit);
  if (!found || found.credited.length === 0) return null;
  const groups = new Map<string, PersonPage['groups'][number]>();
  const seen = new Set<number>();
  for (const row of found.credited) {
    const key = roleOf(row.role) === roleOf('A02') ? 'A01' : row.role;
    const group = groups.get(key) ?? { role: key, heading: roleOf(key).by, books: [] };
    group.books.push(toBookCard(row));
    groups.set(key, group);
  }
  const rank = (role: string) => (roleOrder.includes(role) ? roleOrder.indexOf(role) : 99);
  const ordered = [...groups.values()].sort((a, b) => rank(a.role) - rank(b.role));
  const books = found.credited.filter((r) => !seen.has(r.id) && seen.add(r.id)).map(toBookCard);
  return {
    name: found.person.name,
    slug,
    sortName: found.person.sort_name,
    count: books.length,
    books,
    groups: ordered,
  };
}

/** A series' page by its slug, or null when no series has it or it has no live volume. */
export async function getSeriesPage(db: Db, slug: string): Promise<SeriesPage | null> {
  const found = await findSeriesVolumes(db, slug);
  if (!found || found.volumes.length === 0) return null;
  const cards = new Map(found.cards.map((c) => [c.id, toBookCard(c)]));
  return {
    name: found.series.name,
    slug: found.series.slug,
    description: found.series.description,
    volumes: found.volumes.flatMap((v) => {
      const book = cards.get(Number(v.book_id));
      return book
        ? [
            {
              number: volume(v.number),
              title: v.title,
              editions: Number(v.editions),
              inStock: Boolean(v.in_stock),
              book,
            },
          ]
        : [];
    }),
  };
}

/** A publisher's page by its slug, or null when no publisher has it or it has no live book. */
export async function getPublisherPage(
  db: Db,
  slug: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<PublisherPage | null> {
  const found = await findPublisherBooks(db, slug, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  if (!found || found.count === 0) return null;
  return {
    name: found.publisher.name,
    slug: found.publisher.slug,
    count: found.count,
    page,
    pageSize,
    books: found.rows.map(toBookCard),
  };
}
