import { z } from 'zod';
import { bookFormats, contributorRoles } from '../book-trade.ts';
import { adminPageQuery, pageOf, shopDay } from './admin-common.ts';

/** The named things of the catalogue staff keep lists of (ADR 034). */
export const namedKinds = ['contributors', 'series', 'publishers'] as const;
export type NamedKind = (typeof namedKinds)[number];

export const namedListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ...adminPageQuery,
});

/** A person, series or publisher as staff see it, with how many live books it has. */
export const namedRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** A person's sort name ("Rowling, J. K."); null for series and publishers. */
  sortName: z.string().nullable(),
  books: z.number().int(),
});
export type NamedRow = z.infer<typeof namedRowSchema>;
export const namedPageSchema = pageOf(namedRowSchema);
export type NamedPage = z.infer<typeof namedPageSchema>;

const name = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(200, `${what} must be at most 200 characters`);

export const renameSchema = z.object({
  name: name('Name'),
  /** A person's sort name; empty makes it from the name. */
  sortName: z.string().trim().max(200, 'Sort name must be at most 200 characters').optional(),
});
export type RenameInput = z.input<typeof renameSchema>;

export const mergeContributorsSchema = z
  .object({
    from: z.number({ error: 'Choose the person to merge' }).int().positive(),
    into: z.number({ error: 'Choose the person to keep' }).int().positive(),
  })
  .refine((m) => m.from !== m.into, {
    message: 'A person cannot be merged into themselves',
    path: ['into'],
  });
export const mergeResultSchema = z.object({
  into: namedRowSchema,
  creditsMoved: z.number().int(),
  booksRewritten: z.number().int(),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

const roleCodes = Object.keys(contributorRoles) as [string, ...string[]];
const formatCodes = Object.keys(bookFormats) as [string, ...string[]];

/** One credit as the book form writes it: a person's name and their role (ONIX code). */
export const creditInputSchema = z.object({
  name: name('Contributor name'),
  role: z.enum(roleCodes, { error: 'Choose a role from the list' }),
  /**
   * How the person is filed ("Sjöwall, Maj"), as an ONIX record gives it: taken for a person
   * whose sort name is still the one the shop made from the name (staff's own stays).
   */
  sortName: z.string().trim().max(200, 'Sort name must be at most 200 characters').optional(),
});

/**
 * The book trade's fields of an edition, as the book form sends them with the spec's fields.
 * Each is optional: a field left out keeps what is stored (clients that know only the spec's
 * fields change none of them); null or empty clears it.
 */
export const editionFieldsSchema = z.object({
  format: z.enum(formatCodes, { error: 'Choose a format from the list' }).nullish(),
  editionStatement: z
    .string()
    .trim()
    .max(200, 'Edition must be at most 200 characters')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  pageCount: z
    .number({ error: 'Pages must be a whole number' })
    .int('Pages must be a whole number')
    .min(1, 'Pages must be at least 1')
    .max(100_000, 'Pages must be at most 100,000')
    .nullish(),
  // Empty (as a date field sends it) means none.
  publicationDate: z
    .literal('')
    .transform(() => null)
    .or(shopDay)
    .nullish(),
  publisher: z
    .string()
    .trim()
    .max(200, 'Publisher must be at most 200 characters')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  imprint: z
    .string()
    .trim()
    .max(200, 'Imprint must be at most 200 characters')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  // An empty series name takes the work out of its series.
  series: z
    .object({
      name: z.string().trim().max(200, 'Series must be at most 200 characters'),
      number: z
        .number({ error: 'Volume must be a number' })
        .min(0, 'Volume cannot be negative')
        .max(100_000, 'Volume must be at most 100,000')
        .refine((v) => Number.isInteger(v * 10), 'Volume can have at most one decimal (2.5)')
        .nullish()
        .transform((v) => v ?? null),
    })
    .nullish()
    .transform((s) => (s === undefined ? undefined : s && s.name ? s : null)),
  /** In order; the authors among them make the book's `author` string. */
  contributors: z
    .array(creditInputSchema)
    .max(50, 'A book can have at most 50 contributors')
    .refine((c) => c.length === 0 || c.some((x) => x.role === 'A01' || x.role === 'A02'), {
      message: 'Name at least one author (role Author or Co-author)',
    })
    .optional(),
});
export type EditionFieldsInput = z.input<typeof editionFieldsSchema>;
export type EditionFields = z.output<typeof editionFieldsSchema>;

/** The same fields as the admin's book detail answers them. */
export const editionDetailSchema = z.object({
  format: z.string().nullable(),
  editionStatement: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  publicationDate: z.string().nullable(),
  publisher: z.string().nullable(),
  imprint: z.string().nullable(),
  series: z.object({ name: z.string(), number: z.number().nullable() }).nullable(),
  contributors: z.array(z.object({ name: z.string(), role: z.string() })),
});
export type EditionDetail = z.infer<typeof editionDetailSchema>;

/** The trade fields of a checked book form, each as sent (undefined: keep what is stored). */
export function pickEditionFields(input: EditionFields): EditionFields {
  return {
    format: input.format,
    editionStatement: input.editionStatement,
    pageCount: input.pageCount,
    publicationDate: input.publicationDate,
    publisher: input.publisher,
    imprint: input.imprint,
    series: input.series,
    contributors: input.contributors,
  };
}
