import { customType, timestamp } from 'drizzle-orm/pg-core';

/** `created_at` / `updated_at` as every table of docs/product.md §3 has them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const createdAt = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
