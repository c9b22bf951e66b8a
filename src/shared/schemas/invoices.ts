import { z } from 'zod';

/*
 * An order's invoice (a tax invoice, or a bill of supply when nothing on it is taxed) and its
 * credit note, as issued (issue #34). Amounts are in paise, exactly as the order has them; the
 * document is frozen when it is issued, so later changes to the shop or its books never alter it.
 */

const address = z.object({
  name: z.string(),
  lines: z.array(z.string()),
  state: z.string(),
});

const line = z.object({
  title: z.string(),
  author: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  /** Quantity × unit price. */
  grossPaise: z.number().int(),
  /** The line's share of the promotions, taken off before tax. */
  discountPaise: z.number().int(),
  taxablePaise: z.number().int(),
  /** GST rate in basis points (500 = 5 %). */
  taxRateBp: z.number().int(),
  /** Within the seller's state: CGST and SGST; to another state: IGST. */
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
});

export const invoiceDocumentSchema = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  /** `Tax invoice`, `Bill of supply` or `Credit note`. */
  title: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  /** A credit note's invoice. */
  against: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  seller: z.object({
    legalName: z.string(),
    address: z.string(),
    gstin: z.string(),
    state: z.string(),
  }),
  buyer: address.extend({ email: z.string() }),
  deliverTo: address.extend({ pincode: z.string(), mobile: z.string() }),
  placeOfSupply: z.string(),
  lines: z.array(line),
  promotions: z.array(z.object({ name: z.string(), amountPaise: z.number().int() })),
  deliveryLabel: z.string(),
  deliveryPaise: z.number().int(),
  totals: z.object({
    grossPaise: z.number().int(),
    discountPaise: z.number().int(),
    taxablePaise: z.number().int(),
    cgstPaise: z.number().int(),
    sgstPaise: z.number().int(),
    igstPaise: z.number().int(),
    deliveryPaise: z.number().int(),
    totalPaise: z.number().int(),
  }),
  totalInWords: z.string(),
  paymentMethod: z.string(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;
export type InvoiceLine = z.infer<typeof line>;

/** GET …/invoices: the documents an order has, oldest first (none before it is confirmed). */
export const orderInvoicesSchema = z.array(invoiceDocumentSchema);

/** The financial year (April to March, India) of a moment: `2026-27`. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The file a document downloads as: `INV-2026-27-000001.pdf`. */
export const invoiceFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** A category's tax: its HSN code and GST rate (percent); other books take the shop's rate. */
export const categoryTaxSchema = z.object({
  category: z
    .string({ error: 'Enter a category' })
    .trim()
    .min(1, 'Enter a category')
    .max(100, 'A category is at most 100 characters'),
  hsn: z
    .string({ error: 'Enter an HSN code' })
    .trim()
    .regex(/^\d{4,8}$/, 'An HSN code is 4 to 8 digits'),
  ratePercent: z
    .number({ error: 'The GST rate must be a number' })
    .min(0, 'The GST rate cannot be negative')
    .max(28, 'The GST rate must be at most 28 %')
    .refine((v) => Number.isInteger(v * 100), 'The GST rate can have at most two decimals'),
});
export type CategoryTax = z.infer<typeof categoryTaxSchema>;

/** PUT /api/admin/tax-rates: every category's tax at once (a category at most once). */
export const categoryTaxListSchema = z
  .array(categoryTaxSchema)
  .max(200, 'At most 200 categories')
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((r, i) => {
      const key = r.category.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `${r.category} is listed twice`,
          path: [i, 'category'],
        });
      }
      seen.add(key);
    });
  });
