import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { demoCategories } from './demo-books.ts';

const adjectives = [
  'Silent',
  'Golden',
  'Hidden',
  'Monsoon',
  'Forgotten',
  'Crimson',
  'Last',
  'Eternal',
  'Restless',
  'Distant',
  'Burning',
  'Quiet',
  'Broken',
  'Secret',
  'Wandering',
  'Midnight',
  'Painted',
  'Salt',
  'River',
  'Saffron',
  'Copper',
  'Emerald',
  'Dusty',
  'Little',
  'Northern',
  'Southern',
  'Lost',
];
const nouns = [
  'Garden',
  'Kingdom',
  'Letters',
  'Harbour',
  'Village',
  'Season',
  'Temple',
  'Railway',
  'Bazaar',
  'Mountain',
  'Festival',
  'Island',
  'Orchard',
  'Empire',
  'Courtyard',
  'Caravan',
  'Library',
  'Lantern',
  'Journey',
  'Market',
  'Palace',
  'Shadow',
  'Symphony',
  'Chronicle',
  'Notebook',
  'Voyage',
];
const firstNames = [
  'Aarav',
  'Ananya',
  'Vikram',
  'Meera',
  'Rohan',
  'Kavya',
  'Arjun',
  'Ishita',
  'Siddharth',
  'Nandini',
  'Rahul',
  'Priya',
  'Farhan',
  'Zoya',
  'Kiran',
  'Lakshmi',
  'Devika',
  'Manoj',
  'Sunita',
  'Amit',
  'Elena',
  'James',
  'Sofia',
  'Hiro',
  'Amara',
  'Lucas',
  'Noor',
  'Tenzin',
  'Gurpreet',
  'Ayesha',
];
const lastNames = [
  'Sharma',
  'Iyer',
  'Banerjee',
  'Reddy',
  'Nair',
  'Kapoor',
  'Menon',
  'Chatterjee',
  'Patel',
  'Singh',
  'Desai',
  'Mukherjee',
  'Rao',
  'Pillai',
  'Khan',
  'Joshi',
  'Bose',
  'Verma',
  'Das',
  'Hegde',
  'Fernandes',
  'Gill',
  'Sethi',
  'Okafor',
  'Tanaka',
  'Rossi',
  'Murphy',
  'Haddad',
  'Lindqvist',
  'Kim',
];

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Adds `count` generated books (titles from word lists, Indian and world author names, realistic
 * INR prices and stock) in batches, for benchmarks and the search-plan test. One INSERT … SELECT
 * per batch keeps 100,000 books to seconds.
 */
export async function generateBooks(db: Db, count: number, batchSize = 20_000): Promise<void> {
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize);
    await db.execute(sql`
      WITH words AS (
        SELECT ${textArray(adjectives)} AS adj, ${textArray(nouns)} AS noun,
               ${textArray(firstNames)} AS first, ${textArray(lastNames)} AS last,
               ${textArray(demoCategories)} AS cats
      )
      INSERT INTO books (title, author, description, mrp, selling_price, category, collection,
                         stock_quantity, sold_count, avg_rating, rating_count, created_at)
      SELECT
        'The ' || adj[1 + (g * 7) % array_length(adj, 1)] || ' ' || noun[1 + (g * 13) % array_length(noun, 1)]
          || CASE WHEN g % 3 = 0 THEN ' of ' || noun[1 + (g * 5) % array_length(noun, 1)] ELSE '' END
          || ' ' || (g / 97)::text,
        first[1 + (g * 11) % array_length(first, 1)] || ' ' || last[1 + (g * 17) % array_length(last, 1)],
        'A ' || lower(adj[1 + g % array_length(adj, 1)]) || ' story of '
          || lower(noun[1 + (g * 3) % array_length(noun, 1)]) || ' and memory, set across India.',
        mrp, mrp - (mrp * ((g % 4) * 5) / 100 / 100) * 100, ARRAY[cats[1 + g % array_length(cats, 1)]],
        '{}'::text[], g % 40, (g * 31) % 500, round(((g % 41) / 10.0)::numeric, 1)::real, g % 200,
        now() - make_interval(days => g % 1500)
      FROM words, generate_series(${start}, ${end - 1}) AS g,
           LATERAL (SELECT (99 + (g * 37) % 1900) * 100 AS mrp) AS price
    `);
  }
  await db.execute(sql`ANALYZE books`);
}
