import { z } from 'zod';
import { siteContentSchema } from './site-config.ts';

const categoryName = z
  .string({ error: 'Category is required' })
  .trim()
  .min(1, 'Category is required')
  .max(100, 'Category must be at most 100 characters');

const htmlBlock = (label: string) =>
  z.string().max(20_000, `${label} must be at most 20,000 characters`).default('');

/**
 * The configuration form and the body of PUT /api/admin/site-config (with If-Match: the
 * version's ETag). The HTML blocks are sanitised by the server before they are stored.
 */
export const siteConfigInputSchema = z.object({
  categories: z
    .array(categoryName, { error: 'Keep at least one category' })
    .min(1, 'Keep at least one category')
    .max(200, 'At most 200 categories')
    .refine(
      (names) => new Set(names.map((n) => n.toLowerCase())).size === names.length,
      'Each category must be different',
    ),
  content: z.object({
    aboveHeader: htmlBlock('The block above the header'),
    belowHeader: htmlBlock('The block below the header'),
    popup: htmlBlock('The popup'),
  }),
});
export type SiteConfigInput = z.input<typeof siteConfigInputSchema>;

/** POST /api/admin/site-config/categories/rename */
export const renameCategorySchema = z
  .object({ from: categoryName, to: categoryName })
  .refine((v) => v.from !== v.to, {
    message: 'The new name is the same as the old one',
    path: ['to'],
  });

/** POST /api/admin/site-config/rollback */
export const rollbackSiteConfigSchema = z.object({
  version: z
    .number({ error: 'Choose a version' })
    .int('Choose a version')
    .positive('Choose a version'),
});

const versionSummary = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const adminSiteConfigSchema = z.object({
  /**
   * The current version (0 before the first save), also answered as the ETag: a PUT sends it
   * back as If-Match and is refused (409) once someone else has saved a newer one.
   */
  version: z.number().int(),
  latest: versionSummary
    .extend({
      categories: z.array(z.string()),
      /** Books (archived ones too) per category; a category with none can be removed. */
      bookCounts: z.record(z.string(), z.number().int()),
      content: siteContentSchema,
    })
    .nullable(),
  /** Newest first (at most 50). */
  versions: z.array(versionSummary.extend({ categoryCount: z.number().int() })),
});
export type AdminSiteConfig = z.infer<typeof adminSiteConfigSchema>;

export const renameCategoryResultSchema = adminSiteConfigSchema.extend({
  booksUpdated: z.number().int(),
});
