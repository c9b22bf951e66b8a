// The full schema, for Drizzle's relational queries and the shared `Db` type.
export * from './schema/auth.ts';
export * from './schema/catalog.ts';
export * from './schema/commerce.ts';
export * from './schema/content.ts';
export * from './schema/returns.ts';
