import { orderStatuses, paymentMethods, shippingMethods } from './checkout.ts';

/**
 * Admin "conditional queries": a rule set (field, operator, value; all or any) over one entity.
 * Only the fields listed here can be queried; the server compiles each to a fixed column, so a
 * rule never reaches the database as text.
 */
export const queryEntities = ['books', 'orders', 'users'] as const;
export type QueryEntity = (typeof queryEntities)[number];
export const queryEntityLabels: Record<QueryEntity, string> = {
  books: 'Books',
  orders: 'Orders',
  users: 'Users',
};

export const queryMatches = ['all', 'any'] as const;
export type QueryMatch = (typeof queryMatches)[number];

export type QueryFieldType = 'text' | 'number' | 'money' | 'boolean' | 'date' | 'list' | 'choice';

export interface QueryField {
  label: string;
  type: QueryFieldType;
  /** Numbers: only whole numbers (the column is an integer). */
  integer?: boolean;
  /** Choice: the values the column holds. */
  options?: readonly string[];
}

const text = (label: string): QueryField => ({ label, type: 'text' });
const money = (label: string): QueryField => ({ label, type: 'money' });
const count = (label: string): QueryField => ({ label, type: 'number', integer: true });
const flag = (label: string): QueryField => ({ label, type: 'boolean' });
const date = (label: string): QueryField => ({ label, type: 'date' });
const choice = (label: string, options: readonly string[]): QueryField => ({
  label,
  type: 'choice',
  options,
});

export const queryFields = {
  books: {
    title: text('Title'),
    author: text('Author'),
    category: { label: 'Category', type: 'list' },
    collection: { label: 'Collection', type: 'list' },
    sellingPrice: money('Selling price'),
    mrp: money('MRP'),
    discountPercentage: count('Discount %'),
    stockQuantity: count('Stock quantity'),
    inStock: flag('In stock'),
    isPremium: flag('Premium'),
    avgRating: { label: 'Average rating', type: 'number' },
    ratingCount: count('Number of ratings'),
    soldCount: count('Copies sold'),
    language: text('Language'),
    publishedYear: count('Year published'),
    isbn13: text('ISBN-13'),
    createdAt: date('Added'),
  },
  orders: {
    orderNumber: count('Order number'),
    status: choice('Status', orderStatuses),
    paymentStatus: choice('Payment status', ['unpaid', 'paid', 'expired', 'refunded']),
    paymentMethod: choice('Payment method', paymentMethods),
    shippingMethod: choice('Shipping method', shippingMethods),
    total: money('Total'),
    subtotal: money('Subtotal'),
    shippingFee: money('Shipping fee'),
    customerName: text('Customer name'),
    customerEmail: text('Customer email'),
    city: text('City'),
    state: text('State'),
    createdAt: date('Placed'),
  },
  users: {
    email: text('Email'),
    fullName: text('Name'),
    username: text('Username'),
    role: choice('Role', ['user', 'admin']),
    disabled: flag('Disabled'),
    emailVerified: flag('Email verified'),
    ordersPlaced: count('Orders placed'),
    createdAt: date('Joined'),
  },
} as const satisfies Record<QueryEntity, Record<string, QueryField>>;

export type QueryFieldName<E extends QueryEntity = QueryEntity> = keyof (typeof queryFields)[E] &
  string;

export function queryFieldOf(entity: QueryEntity, field: string): QueryField | undefined {
  const fields: Record<string, QueryField> = queryFields[entity];
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

export const queryOperators = [
  'eq',
  'neq',
  'contains',
  'startsWith',
  'lt',
  'lte',
  'gt',
  'gte',
  'between',
  'is',
  'before',
  'after',
  'withinDays',
  'includes',
] as const;
export type QueryOperator = (typeof queryOperators)[number];

const comparisonLabels = {
  eq: '=',
  neq: '≠',
  lt: '<',
  lte: '≤',
  gt: '>',
  gte: '≥',
  between: 'between',
} as const;

/** Each type's operators, in menu order, with their labels. */
export const operatorsByType: Record<QueryFieldType, Partial<Record<QueryOperator, string>>> = {
  text: { eq: 'equals', neq: 'does not equal', contains: 'contains', startsWith: 'starts with' },
  number: comparisonLabels,
  money: comparisonLabels,
  boolean: { is: 'is' },
  date: { before: 'before', after: 'after', withinDays: 'in the last' },
  list: { includes: 'includes' },
  choice: { eq: 'is', neq: 'is not' },
};

export function operatorsOf(type: QueryFieldType): QueryOperator[] {
  return Object.keys(operatorsByType[type]) as QueryOperator[];
}
