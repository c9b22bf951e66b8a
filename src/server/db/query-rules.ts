import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { rupeesToPaise } from '@shared/money.ts';
import {
  queryFieldOf,
  type QueryEntity,
  type QueryFieldName,
  type QueryMatch,
} from '@shared/schemas/admin-query-fields.ts';
import { type QueryRule } from '@shared/schemas/admin-queries.ts';
import { users } from './schema/auth.ts';
import { books } from './schema/catalog.ts';
import { orders } from './schema/commerce.ts';
import { containsPattern, prefixPattern } from './like-pattern.ts';

type Col = AnyColumn | SQL;

/**
 * Conditional-query rules compiled to a Drizzle WHERE. Each whitelisted field names one fixed
 * column (or expression) here; a rule's value only ever travels as a bound parameter. A rule
 * whose field is not in the whitelist never gets this far (the shared schema refuses it), and
 * is skipped here rather than trusted.
 */
const columnsOf: { [E in QueryEntity]: Record<QueryFieldName<E>, Col> } = {
  books: {
    title: books.title,
    author: books.author,
    category: books.category,
    collection: books.collection,
    sellingPrice: books.sellingPricePaise,
    mrp: books.mrpPaise,
    discountPercentage: books.discountPercentage,
    stockQuantity: books.stockQuantity,
    inStock: books.inStock,
    isPremium: books.isPremium,
    avgRating: books.avgRating,
    ratingCount: books.ratingCount,
    soldCount: books.soldCount,
    language: books.language,
    publishedYear: books.publishedYear,
    isbn13: books.isbn13,
    createdAt: books.createdAt,
  },
  orders: {
    orderNumber: orders.orderNumber,
    status: orders.status,
    paymentStatus: orders.paymentStatus,
    paymentMethod: orders.paymentMethod,
    shippingMethod: orders.shippingMethod,
    total: orders.totalAmountPaise,
    subtotal: orders.subtotalPaise,
    shippingFee: orders.shippingFeePaise,
    customerName: orders.userName,
    customerEmail: orders.userEmail,
    city: sql`(${orders.shippingAddress} ->> 'city')`,
    state: sql`(${orders.shippingAddress} ->> 'state')`,
    createdAt: orders.createdAt,
  },
  users: {
    email: users.email,
    fullName: users.fullName,
    username: users.username,
    role: users.role,
    disabled: users.banned,
    emailVerified: users.emailVerified,
    ordersPlaced: users.ordersPlaced,
    createdAt: users.createdAt,
  },
};

/** Flags the schema keeps as 0/1 integers rather than booleans. */
const integerFlags = new Set<Col>([books.inStock, books.isPremium]);

/** Same days as the admin area's (shop-calendar.ts): India Standard Time. */
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Asia/Kolkata')`;

function compare(column: Col, operator: QueryRule['operator'], value: unknown): SQL {
  const v = value as number;
  switch (operator) {
    case 'eq':
      return sql`${column} = ${v}`;
    case 'neq':
      return sql`${column} IS DISTINCT FROM ${v}`;
    case 'lt':
      return sql`${column} < ${v}`;
    case 'lte':
      return sql`${column} <= ${v}`;
    case 'gt':
      return sql`${column} > ${v}`;
    case 'gte':
      return sql`${column} >= ${v}`;
    case 'between': {
      const [low, high] = value as [number, number];
      return sql`${column} BETWEEN ${low} AND ${high}`;
    }
    default:
      throw new Error(`not a comparison: ${operator}`);
  }
}

function ruleCondition(entity: QueryEntity, rule: QueryRule): SQL | null {
  const field = queryFieldOf(entity, rule.field);
  const column = (columnsOf[entity] as Record<string, Col>)[rule.field];
  if (!field || !column) return null;
  const { operator, value } = rule;
  switch (field.type) {
    case 'text': {
      const text = String(value);
      if (operator === 'contains') return ilike(column, containsPattern(text));
      if (operator === 'startsWith') return ilike(column, prefixPattern(text));
      // Equality ignores case, as the other text operators do.
      if (operator === 'eq') return sql`lower(${column}) = lower(${text})`;
      return sql`lower(${column}) IS DISTINCT FROM lower(${text})`;
    }
    case 'choice':
      return operator === 'eq'
        ? sql`${column} = ${String(value)}`
        : sql`${column} IS DISTINCT FROM ${String(value)}`;
    case 'list':
      return sql`${column} @> ARRAY[${String(value)}]::text[]`;
    case 'boolean':
      if (integerFlags.has(column)) return sql`${column} = ${value ? 1 : 0}`;
      return sql`${column} = ${Boolean(value)}`;
    case 'money': {
      const paise = Array.isArray(value)
        ? value.map((r) => rupeesToPaise(Number(r)))
        : rupeesToPaise(Number(value));
      return compare(column, operator, paise);
    }
    case 'number':
      return compare(column, operator, value);
    case 'date':
      if (operator === 'before') return sql`${column} < ${dayStart(String(value))}`;
      if (operator === 'after') return sql`${column} >= ${dayStart(String(value), 1)}`;
      return sql`${column} >= now() - ${Number(value)}::int * interval '1 day'`;
  }
}

/** The WHERE of a rule set; no rules match every row (undefined, as Drizzle's `and()` gives). */
export function ruleSetCondition(
  entity: QueryEntity,
  match: QueryMatch,
  rules: QueryRule[],
): SQL | undefined {
  const parts = rules.map((r) => ruleCondition(entity, r)).filter((c): c is SQL => c !== null);
  if (parts.length === 0) return undefined;
  return match === 'any' ? or(...parts) : and(...parts);
}
