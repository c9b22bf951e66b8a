import {
  operatorsOf,
  queryFieldOf,
  type QueryEntity,
  type QueryField,
  type QueryOperator,
} from '@shared/schemas/admin-query-fields.ts';
import { type QueryRuleInput } from '@shared/schemas/admin-queries.ts';

/** Today in the shop's time zone, as a date input wants it. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/**
 * The value a fresh rule starts with: something valid where there is an obvious choice (yes,
 * today, 30 days, the first option), empty where the admin must type it.
 */
export function defaultValue(
  field: QueryField,
  operator: QueryOperator,
  categories: readonly string[] = [],
): unknown {
  switch (field.type) {
    case 'boolean':
      return true;
    case 'choice':
      return field.options?.[0] ?? '';
    case 'date':
      return operator === 'withinDays' ? 30 : today();
    case 'list':
      return categories[0] ?? '';
    case 'number':
    case 'money':
      return operator === 'between' ? [undefined, undefined] : undefined;
    case 'text':
      return '';
  }
}

/** A rule on this field with its first operator and default value. */
export function ruleFor(
  entity: QueryEntity,
  fieldName: string,
  categories: readonly string[] = [],
): QueryRuleInput {
  const field = queryFieldOf(entity, fieldName)!;
  const operator = operatorsOf(field.type)[0]!;
  return {
    field: fieldName,
    operator,
    value: defaultValue(field, operator, fieldName === 'category' ? categories : []),
  };
}

/** Fields whose default value is already a complete rule, so a new rule counts at once. */
const starterFields: Record<QueryEntity, string> = {
  books: 'inStock',
  orders: 'status',
  users: 'role',
};

/** The rule "Add rule" appends: one that is valid as it stands, for the admin to adjust. */
export function newRule(entity: QueryEntity, categories: readonly string[] = []): QueryRuleInput {
  return ruleFor(entity, starterFields[entity], categories);
}

/**
 * The value kept when only the operator changes: the same value when it still fits (both are
 * single numbers, say), else the new operator's default.
 */
export function valueForOperator(
  field: QueryField,
  from: QueryOperator,
  to: QueryOperator,
  value: unknown,
  categories: readonly string[] = [],
): unknown {
  const shape = (op: QueryOperator) =>
    op === 'between' ? 'pair' : op === 'withinDays' ? 'days' : 'one';
  if (shape(from) === shape(to)) return value;
  if (to === 'between' && typeof value === 'number') return [value, value];
  if (from === 'between' && Array.isArray(value) && typeof value[0] === 'number') return value[0];
  return defaultValue(field, to, categories);
}
