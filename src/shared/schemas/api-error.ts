import { z } from 'zod';

/** Every non-2xx answer of the product's API: `{error: {code, message, fields?}}`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** docs/product.md §5 "Validation defaults". */
export const messages = {
  required: 'Required',
  invalid: 'Invalid input',
} as const;
