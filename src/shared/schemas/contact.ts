import { z } from 'zod';
import { messages } from './api-error.ts';
import { emailSchema } from './auth.ts';

/** POST /api/contact body, and the contact form's rules (docs/product.md "Contact"). */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: messages.required }).trim().min(1, messages.required).pipe(emailSchema),
  subject: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(150, 'Subject must be at most 150 characters'),
  message: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
