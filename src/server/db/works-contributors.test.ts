// Works, editions and contributors as the database keeps them (migration 0017,
// docs/decisions/034-works-editions-contributors.md): author strings split into people, books
// grouped into works, credits kept in step with `author`.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from './client.ts';
import { bookContributors, books, contributors, works } from './schema/catalog.ts';
import { openTestDatabase } from './test-database.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function split(author: string): Promise<string[]> {
  const rows = await queryRows<{ name: string; role: string }>(
    database.db,
    sql`SELECT name, role FROM pustak_split_names(${author})`,
  );
  return rows.map((r) => (r.role === 'A01' ? r.name : `${r.name} (${r.role})`));
}

async function creditsOf(bookId: number): Promise<string[]> {
  const rows = await database.db
    .select({ name: contributors.name, role: bookContributors.role })
    .from(bookContributors)
    .innerJoin(contributors, eq(contributors.id, bookContributors.contributorId))
    .where(eq(bookContributors.bookId, bookId))
    .orderBy(bookContributors.position);
  return rows.map((r) => `${r.name} ${r.role}`);
}

async function addBook(
  title: string,
  author: string,
  extra: Partial<typeof books.$inferInsert> = {},
) {
  const [book] = await database.db
    .insert(books)
    .values({
      title,
      author,
      mrpPaise: 50000,
      sellingPricePaise: 45000,
      category: ['Fiction'],
      ...extra,
    })
    .returning({ id: books.id, workId: books.workId });
  return book!;
}

describe('author strings as people', () => {
  it.each([
    ['Terry Pratchett, Neil Gaiman', ['Terry Pratchett', 'Neil Gaiman']],
    ['Stephen King and Peter Straub', ['Stephen King', 'Peter Straub']],
    ['Stephen King & Peter Straub', ['Stephen King', 'Peter Straub']],
    ['Gaiman, Neil and Pratchett, Terry', ['Neil Gaiman', 'Terry Pratchett']],
    ['Rowling, J. K.', ['J. K. Rowling']],
    ['de Beauvoir, Simone', ['Simone de Beauvoir']],
    ['Vonnegut, Kurt, Jr.', ['Kurt Vonnegut Jr.']],
    ['Kurt, Jr. Vonnegut', ['Kurt Vonnegut Jr.']],
    ['Martin Luther King, Jr.', ['Martin Luther King Jr.']],
    ['Arthur Conan, Sir Doyle', ['Sir Arthur Conan Doyle']],
    ['Barbara, Ph.D. De Angelis', ['Barbara De Angelis']],
    ['Bruce and Carol Hart', ['Bruce Hart', 'Carol Hart']],
    [
      'Kalki Krishnamurthy; Pavithra Srinivasan (tr.)',
      ['Kalki Krishnamurthy', 'Pavithra Srinivasan (B06)'],
    ],
    ['Jane Doe (Editor)', ['Jane Doe (B01)']],
    ['translated by Lata Mani', ['Lata Mani (B06)']],
    ['The American Poetry &amp; Literacy Project', ['The American Poetry & Literacy Project']],
    ['JOHN SAUL', ['John Saul']],
    ['José Ortega y Gasset', ['José Ortega y Gasset']],
    ['Smith et al.', ['Smith']],
    ['प्रेमचंद', ['प्रेमचंद']],
    ['Not Applicable (Na )', []],
    ['', []],
  ])('reads %j as %j', async (author, people) => {
    expect(await split(author)).toEqual(people);
  });

  it('takes "J.K. Rowling", "JK Rowling" and "Rowling, J. K." for one person', async () => {
    const keys = await queryRows<{ key: string }>(
      database.db,
      sql`SELECT DISTINCT pustak_name_key(s.name) AS key
          FROM unnest(ARRAY['J.K. Rowling', 'JK Rowling', 'Rowling, J. K.']) a, pustak_split_names(a) s`,
    );
    expect(keys).toHaveLength(1);
  });

  it('files a person by surname and gives them an address', async () => {
    const [row] = await queryRows<{ sort: string; slug: string; indic: string }>(
      database.db,
      sql`SELECT pustak_sort_name('J. K. Rowling') AS sort, pustak_slug('Gabriel García Márquez') AS slug,
                 pustak_slug('प्रेमचंद') AS indic`,
    );
    expect(row).toEqual({
      sort: 'Rowling, J. K.',
      slug: 'gabriel-garcia-marquez',
      indic: 'premchand',
    });
  });
});

describe('books written with an author string', () => {
  it('are credited with each person once, in order, the same person shared between books', async () => {
    const omens = await addBook('Good Omens', 'Terry Pratchett, Neil Gaiman');
    const stardust = await addBook('Stardust', 'Neil Gaiman');
    expect(await creditsOf(omens.id)).toEqual(['Terry Pratchett A01', 'Neil Gaiman A01']);
    expect(await creditsOf(stardust.id)).toEqual(['Neil Gaiman A01']);
    const gaimans = await database.db
      .select()
      .from(contributors)
      .where(eq(contributors.name, 'Neil Gaiman'));
    expect(gaimans).toHaveLength(1);
    expect(gaimans[0]).toMatchObject({ sortName: 'Gaiman, Neil', slug: 'neil-gaiman' });
  });

  it('keeps a translator when the author string changes, and changes only the authors', async () => {
    const book = await addBook('Ponniyin Selvan: Fresh Floods', 'Kalki Krishnamurthy');
    const [translator] = await database.db
      .insert(contributors)
      .values({ name: 'Pavithra Srinivasan', sortName: 'Srinivasan, Pavithra', slug: '' })
      .returning();
    await database.db
      .insert(bookContributors)
      .values({ bookId: book.id, contributorId: translator!.id, role: 'B06', position: 1 });
    await database.db.update(books).set({ author: 'Kalki' }).where(eq(books.id, book.id));
    expect(await creditsOf(book.id)).toEqual(['Kalki A01', 'Pavithra Srinivasan B06']);
    // Saving the same string again changes nothing.
    await database.db.update(books).set({ author: 'Kalki' }).where(eq(books.id, book.id));
    expect(await creditsOf(book.id)).toEqual(['Kalki A01', 'Pavithra Srinivasan B06']);
    const [found] = await queryRows<{ credits_text: string }>(
      database.db,
      sql`SELECT credits_text FROM books WHERE id = ${book.id}`,
    );
    expect(found!.credits_text).toContain('Pavithra Srinivasan');
  });

  it('finds a book by its translator, series and publisher through its search vector', async () => {
    const book = await addBook('Godaan', 'Premchand', { imprint: 'Penguin Modern Classics' });
    const [translator] = await database.db
      .insert(contributors)
      .values({ name: 'Gordon C. Roadarmel', sortName: 'Roadarmel, Gordon C.', slug: '' })
      .returning();
    await database.db
      .insert(bookContributors)
      .values({ bookId: book.id, contributorId: translator!.id, role: 'B06', position: 1 });
    const found = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM books WHERE search_vector @@ pustak_query('roadarmel')
          INTERSECT SELECT id FROM books WHERE search_vector @@ pustak_query('penguin modern')`,
    );
    expect(found.map((r) => r.id)).toEqual([book.id]);
  });

  it('join the work of their other editions, and a bracketed volume puts a new work in its series', async () => {
    const paperback = await addBook('Jane Eyre (Penguin Classics)', 'Charlotte Brontë');
    const hardback = await addBook('Jane Eyre', 'BRONTË, CHARLOTTE');
    const other = await addBook('Jane Eyre', 'Someone Else');
    expect(hardback.workId).toBe(paperback.workId);
    expect(other.workId).not.toBe(paperback.workId);
    const volume = await addBook('The Colour of Magic (Discworld #1)', 'Terry Pratchett');
    const [work] = await database.db
      .select({
        title: works.title,
        number: works.seriesNumber,
        series: sql<string>`(SELECT name FROM series WHERE id = ${works.seriesId})`,
      })
      .from(works)
      .where(eq(works.id, volume.workId));
    expect(work).toEqual({ title: 'The Colour of Magic', number: '1.00', series: 'Discworld' });
  });

  it('are credited once per statement when many go in together', async () => {
    const values = Array.from({ length: 50 }, (_, i) => ({
      title: `Batch ${i}`,
      author: i % 2 ? 'Anita Desai' : 'Kiran Desai and Anita Desai',
      mrpPaise: 10000,
      sellingPricePaise: 9000,
      category: ['Fiction'],
    }));
    const inserted = await database.db.insert(books).values(values).returning({ id: books.id });
    const [counts] = await queryRows<{ credits: number; people: number }>(
      database.db,
      sql`SELECT count(*)::int AS credits, count(DISTINCT contributor_id)::int AS people
          FROM book_contributors WHERE book_id IN ${sql.raw(`(${inserted.map((b) => b.id).join(',')})`)}`,
    );
    expect(counts).toEqual({ credits: 75, people: 2 });
  });
});
