// An ONIX record as a row of the book import (the same preview, job and report as a CSV's,
// ADR 021): the values the record carries, checked with the book form's own schema, and which of
// them it carries, so that an update changes only those.
import { authorsOf } from '@shared/book-trade-csv.ts';
import { adminBookSchema, type AdminBookValues } from '@shared/schemas/admin-books.ts';
import type { ImportRowError } from '@shared/schemas/admin-import.ts';
import type { OnixRules } from '@shared/schemas/onix-rules.ts';
import type { OnixPrice, OnixRecord } from './onix-map.ts';

/** What an ONIX row does beyond its values. */
export interface OnixRowFacts {
  /** The sender's own reference for the record (RecordReference). */
  reference: string | null;
  /** The fields of `values` the record carries; an update writes only these. */
  carries: (keyof AdminBookValues)[];
  /** NotificationType 05: the edition is withdrawn (archived, kept for the orders that have it). */
  withdraw?: boolean;
  /** Not for sale (out of print, or no price the shop can take): archived as it is written. */
  hide?: boolean;
  /** What a new book needs that the record lacks: a new book cannot be made without them. */
  needs?: ('title' | 'author')[];
}

export type OnixRow =
  | { ok: true; isbn: string; values: AdminBookValues; onix: OnixRowFacts; unpriced: string | null }
  | { ok: false; errors: ImportRowError[] };

/** Price types by preference: RRP including tax, fixed retail, RRP excluding tax, others. */
const typeRank = (type: string | null) => {
  const order = ['02', '04', '01', '03', '42'];
  const i = order.indexOf(type ?? '');
  return i === -1 ? order.length : i;
};

/** The price in rupees the record gives or the rules make, or why there is none. */
export function rupeePrice(
  prices: OnixPrice[],
  rules: Pick<OnixRules, 'rates' | 'defaultCurrency'>,
): { rupees: number; selling?: number } | { missing: string } {
  const ranked = [...prices].sort((a, b) => typeRank(a.type) - typeRank(b.type));
  const inr = ranked.filter((p) => (p.currency ?? rules.defaultCurrency) === 'INR');
  if (inr.length > 0) {
    // The recommended price is the MRP; a lower rupee price beside it is the selling price.
    const mrp = Math.round(inr[0]!.amount * 100) / 100;
    const lowest = Math.min(...inr.map((p) => Math.round(p.amount * 100) / 100));
    return lowest < mrp ? { rupees: mrp, selling: lowest } : { rupees: mrp };
  }
  for (const p of ranked) {
    const currency = p.currency ?? rules.defaultCurrency;
    const rate = rules.rates.find((r) => r.currency === currency);
    if (rate) return { rupees: Math.max(1, Math.round(p.amount * rate.rupees)) };
  }
  if (ranked.length === 0) return { missing: 'no price' };
  const currencies = [...new Set(ranked.map((p) => p.currency ?? 'no currency'))];
  return { missing: currencies.join(', ') };
}

/** The category a record's subjects file it under by the rules, main subject first. */
export function subjectCategory(
  subjects: OnixRecord['subjects'],
  rules: Pick<OnixRules, 'subjects'>,
  matchCategory: (name: string) => string | undefined,
): string | undefined {
  for (const s of subjects) {
    const code = s.code.toUpperCase();
    let best: { length: number; category: string } | undefined;
    for (const r of rules.subjects) {
      if (r.scheme !== s.scheme || !code.startsWith(r.prefix)) continue;
      const category = matchCategory(r.category);
      if (category && (!best || r.prefix.length > best.length)) {
        best = { length: r.prefix.length, category };
      }
    }
    if (best) return best.category;
  }
  return undefined;
}

const fieldColumn: Partial<Record<string, string>> = {
  sellingPrice: 'PriceAmount',
  mrp: 'PriceAmount',
  title: 'TitleText',
  author: 'Contributor',
  contributors: 'Contributor',
  isbn: 'ProductIdentifier',
  imageUrl: 'ResourceLink',
  publishedYear: 'PublishingDate',
  publicationDate: 'PublishingDate',
  series: 'Collection',
  pageCount: 'Extent',
  description: 'TextContent',
};

/**
 * The import row of one record. A record without a valid ISBN cannot be matched or kept, and
 * is an error; so is a value the book form would refuse. Fields the record does not carry stay
 * out of `carries` (their values here only satisfy the schema and are never written over a
 * book's). `year` is this year, for a forthcoming book's publication year.
 */
export function onixImportRow(
  rec: OnixRecord,
  rules: OnixRules,
  matchCategory: (name: string) => string | undefined,
  fallbackCategory: string,
  year = new Date().getFullYear(),
): OnixRow {
  const err = (column: string, message: string, value = ''): OnixRow => ({
    ok: false,
    errors: [{ row: rec.record, column, message, value: value || (rec.reference ?? '') }],
  });
  if (!rec.isbn) {
    return rec.badIsbn
      ? err('ProductIdentifier', 'This ISBN is not valid (its check digit is wrong)', rec.badIsbn)
      : err(
          'ProductIdentifier',
          'The record has no ISBN (ProductIDType 15, 03 or 02): the shop keeps books by ISBN',
        );
  }
  if (rec.notification === '05') {
    return {
      ok: true,
      isbn: rec.isbn,
      values: placeholder(rec.isbn, fallbackCategory),
      onix: { reference: rec.reference, carries: [], withdraw: true },
      unpriced: null,
    };
  }
  if (!['03', '04'].includes(rec.notification)) {
    return err(
      'NotificationType',
      `NotificationType ${rec.notification} is not one the shop reads (03, 04 or 05)`,
      rec.notification,
    );
  }

  const { input, carries, unpriced } = carriedInput(
    rec,
    rec.isbn,
    rules,
    matchCategory,
    fallbackCategory,
    year,
  );
  const parsed = adminBookSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'row');
    const value = input[field];
    return err(
      fieldColumn[field] ?? field,
      issue.message,
      typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    );
  }
  return acceptedRow(rec, rec.isbn, parsed.data, carries, unpriced);
}

/** Sets a field the record carries over the placeholder's, and counts it as carried. */
type Carry = (key: keyof AdminBookValues, value: unknown) => void;

/**
 * The book form's input a record makes: what it carries over the placeholder's values, which
 * fields those are, and why it has no price the shop can take (null when it has one).
 */
function carriedInput(
  rec: OnixRecord,
  isbn: string,
  rules: OnixRules,
  matchCategory: (name: string) => string | undefined,
  fallbackCategory: string,
  year: number,
) {
  const carries: (keyof AdminBookValues)[] = ['isbn'];
  const input: Record<string, unknown> = { ...placeholder(isbn, fallbackCategory) };
  const carry: Carry = (key, value) => {
    if (value === undefined) return;
    input[key] = value;
    carries.push(key);
  };
  carry('title', rec.title);
  carryAuthor(rec, carry);
  carry('description', rec.description);
  carry('imageUrl', rec.imageUrl);
  carry('language', rec.language);
  // The book form refuses a year past next year; a book announced further ahead keeps its date.
  if (rec.publishedYear !== undefined && rec.publishedYear <= year + 1) {
    carry('publishedYear', rec.publishedYear);
  }
  carry('publicationDate', rec.publicationDate);
  carry('format', rec.format);
  carry('editionStatement', rec.editionStatement);
  carry('pageCount', rec.pageCount);
  carry('publisher', rec.publisher);
  carry('imprint', rec.imprint);
  carry('series', rec.series);
  carry('stockQuantity', rec.onHand);
  carryCategory(rec, rules, matchCategory, carry);
  const unpriced = carryPrice(rec, rules, carry);
  return { input, carries, unpriced };
}

/** The record's credits, and the author line made from them. */
function carryAuthor(rec: OnixRecord, carry: Carry) {
  const author = authorsOf(rec.contributors);
  if (rec.contributors && author) {
    carry('contributors', rec.contributors);
    carry('author', author);
  } else if (rec.contributors) {
    // Nobody credited as author (an anthology's editors): they stand as its author line.
    carry(
      'author',
      rec.contributors
        .map((c) => c.name)
        .join(', ')
        .slice(0, 2000),
    );
  }
}

/** The categories the record's subjects file it under. */
function carryCategory(
  rec: OnixRecord,
  rules: OnixRules,
  matchCategory: (name: string) => string | undefined,
  carry: Carry,
) {
  // Headings that name the shop's own categories (as its export writes them) are taken as
  // they are; otherwise the rules file the book by its subject codes.
  const named = [
    ...new Set(
      rec.subjects.flatMap((s) => {
        const c = s.scheme === 'Heading' ? matchCategory(s.code) : undefined;
        return c ? [c] : [];
      }),
    ),
  ];
  const category = subjectCategory(rec.subjects, rules, matchCategory);
  if (named.length > 0) carry('category', named.slice(0, 20));
  else if (category) carry('category', [category]);
}

/** The record's price as MRP and selling price; null, or why it has none the shop can take. */
function carryPrice(rec: OnixRecord, rules: OnixRules, carry: Carry): string | null {
  const price = rupeePrice(rec.prices, rules);
  if ('rupees' in price) {
    carry('mrp', price.rupees);
    carry('sellingPrice', price.selling ?? price.rupees);
    return null;
  }
  return price.missing;
}

/** The row of a record the book form took: only what it carries is kept to be written. */
function acceptedRow(
  rec: OnixRecord,
  isbn: string,
  values: AdminBookValues,
  carries: (keyof AdminBookValues)[],
  unpriced: string | null,
): OnixRow {
  const needs: ('title' | 'author')[] = [];
  if (!carries.includes('title')) needs.push('title');
  if (!carries.includes('author')) needs.push('author');
  // A new book with no price the shop can take is written at ₹0, hidden: staff price it.
  if (!carries.includes('sellingPrice')) {
    values.mrp = 0;
    values.sellingPrice = 0;
  }
  // Fields not carried are left out of the edition fields, so that they keep what is stored.
  for (const key of [
    'format',
    'editionStatement',
    'pageCount',
    'publicationDate',
    'publisher',
    'imprint',
    'series',
    'contributors',
  ] as const) {
    if (!carries.includes(key)) delete values[key];
  }
  return {
    ok: true,
    isbn,
    values,
    onix: {
      reference: rec.reference,
      carries,
      ...(rec.status === 'unavailable' || unpriced !== null ? { hide: true } : {}),
      ...(needs.length > 0 ? { needs } : {}),
    },
    unpriced,
  };
}

/**
 * The values of a record that carries nothing the schema needs (a 05, or before what it carries
 * is set): a new book is never made from these, and an update writes only what is carried.
 */
function placeholder(isbn: string, category: string): AdminBookValues {
  return {
    title: '—',
    author: '—',
    description: '',
    mrp: 1,
    msp: null,
    sellingPrice: 1,
    category: [category],
    collection: [],
    isbn,
    isPremium: false,
    stockQuantity: 0,
    videoUrl: null,
    imageUrl: '',
    language: 'English',
    publishedYear: null,
    editionStatement: undefined,
    publisher: undefined,
    imprint: undefined,
    series: undefined,
  } as AdminBookValues;
}
