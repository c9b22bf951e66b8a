import { z } from 'zod';

/**
 * How an ONIX feed's records become the shop's books where the feed cannot say it in the shop's
 * own terms (issue #33): prices in other currencies, and subject codes to the shop's categories.
 * Kept as one setting; the import screen edits it.
 */
export const subjectSchemes = ['BISAC', 'Thema', 'BIC'] as const;

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'A currency is three letters, such as USD');

export const onixRulesSchema = z.object({
  /** Rupees for one unit of a currency; a price in a currency without a rate is not taken. */
  rates: z
    .array(
      z.object({
        currency,
        rupees: z
          .number({ error: 'A rate must be a number of rupees' })
          .positive('A rate must be more than ₹0')
          .max(100_000, 'A rate must be at most ₹1,00,000'),
      }),
    )
    .max(50, 'At most 50 currencies')
    .refine((r) => new Set(r.map((x) => x.currency)).size === r.length, {
      message: 'Each currency can have one rate',
    })
    .default([]),
  /** The currency of prices that name none, when the feed's header names none either. */
  defaultCurrency: currency.nullable().default(null),
  /** Subject code prefixes to categories; the longest prefix that matches wins. */
  subjects: z
    .array(
      z.object({
        scheme: z.enum(subjectSchemes, { error: 'Choose BISAC, Thema or BIC' }),
        prefix: z
          .string()
          .trim()
          .toUpperCase()
          .min(1, 'A code is required')
          .max(20, 'A code is at most 20 characters'),
        category: z.string().trim().min(1, 'Choose a category').max(100),
      }),
    )
    .max(1000, 'At most 1,000 subject rules')
    .default([]),
  /** Where a new book whose subjects match no rule is filed; null: the shop's first category. */
  fallbackCategory: z.string().trim().max(100).nullable().default(null),
});
export type OnixRules = z.output<typeof onixRulesSchema>;
export type OnixRulesInput = z.input<typeof onixRulesSchema>;

const rule = (scheme: (typeof subjectSchemes)[number], prefix: string, category: string) => ({
  scheme,
  prefix,
  category,
});

/**
 * The table a shop starts with, for the categories a new shop has; a rule naming a category the
 * shop does not have is passed over.
 */
export const defaultOnixRules: OnixRules = {
  rates: [],
  defaultCurrency: null,
  fallbackCategory: null,
  subjects: [
    rule('BISAC', 'FIC004', 'Classics'),
    rule('BISAC', 'FIC', 'Fiction'),
    rule('BISAC', 'YAF', 'Fiction'),
    rule('BISAC', 'JUV', "Children's Books"),
    rule('BISAC', 'JNF', "Children's Books"),
    rule('BISAC', 'BIO', 'Biography'),
    rule('BISAC', 'HIS', 'History'),
    rule('BISAC', 'SEL', 'Self-Help'),
    rule('BISAC', 'SCI', 'Science'),
    rule('BISAC', 'BUS', 'Business'),
    rule('BISAC', 'POE', 'Poetry'),
    rule('BISAC', 'STU', 'Exam Preparation'),
    rule('BISAC', 'TES', 'Exam Preparation'),
    rule('BISAC', 'REL', 'Non-Fiction'),
    rule('BISAC', 'PHI', 'Non-Fiction'),
    rule('BISAC', 'SOC', 'Non-Fiction'),
    rule('BISAC', 'POL', 'Non-Fiction'),
    rule('BISAC', 'PSY', 'Non-Fiction'),
    rule('Thema', 'FBC', 'Classics'),
    rule('Thema', 'F', 'Fiction'),
    rule('Thema', 'Y', "Children's Books"),
    rule('Thema', 'DC', 'Poetry'),
    rule('Thema', 'DNB', 'Biography'),
    rule('Thema', 'NH', 'History'),
    rule('Thema', 'VS', 'Self-Help'),
    rule('Thema', 'P', 'Science'),
    rule('Thema', 'K', 'Business'),
    rule('Thema', '4C', 'Exam Preparation'),
    rule('BIC', 'FC', 'Classics'),
    rule('BIC', 'F', 'Fiction'),
    rule('BIC', 'Y', "Children's Books"),
    rule('BIC', 'DC', 'Poetry'),
    rule('BIC', 'BG', 'Biography'),
    rule('BIC', 'HB', 'History'),
    rule('BIC', 'VS', 'Self-Help'),
    rule('BIC', 'P', 'Science'),
    rule('BIC', 'K', 'Business'),
    // Broad sections: the longest prefix wins, so the rules above still come first.
    rule('BISAC', 'ANT', 'Non-Fiction'),
    rule('BISAC', 'ARC', 'Non-Fiction'),
    rule('BISAC', 'ART', 'Non-Fiction'),
    rule('BISAC', 'BIB', 'Non-Fiction'),
    rule('BISAC', 'CGN', 'Non-Fiction'),
    rule('BISAC', 'CKB', 'Non-Fiction'),
    rule('BISAC', 'COM', 'Science'),
    rule('BISAC', 'CRA', 'Non-Fiction'),
    rule('BISAC', 'DES', 'Non-Fiction'),
    rule('BISAC', 'DRA', 'Non-Fiction'),
    rule('BISAC', 'EDU', 'Non-Fiction'),
    rule('BISAC', 'FAM', 'Non-Fiction'),
    rule('BISAC', 'GAM', 'Non-Fiction'),
    rule('BISAC', 'GAR', 'Non-Fiction'),
    rule('BISAC', 'HEA', 'Non-Fiction'),
    rule('BISAC', 'HOM', 'Non-Fiction'),
    rule('BISAC', 'HUM', 'Non-Fiction'),
    rule('BISAC', 'LAN', 'Non-Fiction'),
    rule('BISAC', 'LAW', 'Non-Fiction'),
    rule('BISAC', 'LCO', 'Non-Fiction'),
    rule('BISAC', 'LIT', 'Non-Fiction'),
    rule('BISAC', 'MAT', 'Science'),
    rule('BISAC', 'MED', 'Non-Fiction'),
    rule('BISAC', 'MUS', 'Non-Fiction'),
    rule('BISAC', 'NAT', 'Non-Fiction'),
    rule('BISAC', 'OCC', 'Non-Fiction'),
    rule('BISAC', 'PER', 'Non-Fiction'),
    rule('BISAC', 'PET', 'Non-Fiction'),
    rule('BISAC', 'PHO', 'Non-Fiction'),
    rule('BISAC', 'REF', 'Non-Fiction'),
    rule('BISAC', 'SPO', 'Non-Fiction'),
    rule('BISAC', 'TEC', 'Science'),
    rule('BISAC', 'TRA', 'Non-Fiction'),
    rule('BISAC', 'TRU', 'Non-Fiction'),
    rule('BISAC', 'TRV', 'Non-Fiction'),
    rule('Thema', 'DB', 'Classics'),
    rule('Thema', 'A', 'Non-Fiction'),
    rule('Thema', 'C', 'Non-Fiction'),
    rule('Thema', 'G', 'Non-Fiction'),
    rule('Thema', 'H', 'Non-Fiction'),
    rule('Thema', 'J', 'Non-Fiction'),
    rule('Thema', 'L', 'Non-Fiction'),
    rule('Thema', 'M', 'Non-Fiction'),
    rule('Thema', 'R', 'Non-Fiction'),
    rule('Thema', 'T', 'Non-Fiction'),
    rule('Thema', 'U', 'Non-Fiction'),
    rule('Thema', 'V', 'Non-Fiction'),
    rule('Thema', 'W', 'Non-Fiction'),
    rule('Thema', 'D', 'Non-Fiction'),
    rule('BIC', 'DB', 'Classics'),
    rule('BIC', 'A', 'Non-Fiction'),
    rule('BIC', 'C', 'Non-Fiction'),
    rule('BIC', 'G', 'Non-Fiction'),
    rule('BIC', 'H', 'Non-Fiction'),
    rule('BIC', 'J', 'Non-Fiction'),
    rule('BIC', 'L', 'Non-Fiction'),
    rule('BIC', 'M', 'Non-Fiction'),
    rule('BIC', 'R', 'Non-Fiction'),
    rule('BIC', 'T', 'Non-Fiction'),
    rule('BIC', 'U', 'Non-Fiction'),
    rule('BIC', 'V', 'Non-Fiction'),
    rule('BIC', 'W', 'Non-Fiction'),
    rule('BIC', 'D', 'Non-Fiction'),
  ],
};
