import { z } from 'zod';
import { adminPageQuery, isWholePaise, pageOf, shopDay } from './admin-common.ts';
import {
  operatorsByType,
  queryEntities,
  queryEntityLabels,
  queryFieldOf,
  queryMatches,
  queryOperators,
  type QueryEntity,
  type QueryField,
  type QueryOperator,
} from './admin-query-fields.ts';

/**
 * The schemas of admin "conditional queries": rule sets checked against the whitelist of
 * admin-query-fields.ts, saved queries, previews and smart collections.
 */
export type QueryValue = string | number | boolean | [number, number];

export interface QueryRule {
  field: string;
  operator: QueryOperator;
  value: QueryValue;
}

const numberValue = (field: QueryField) => {
  const base = z
    .number({ error: 'Enter a number' })
    .min(-1_000_000_000, 'That number is too small')
    .max(1_000_000_000, 'That number is too large');
  if (field.type === 'money') {
    return z
      .number({ error: 'Enter an amount in rupees' })
      .min(0, 'Amounts cannot be negative')
      .max(10_000_000, 'Amounts go up to ₹1,00,00,000')
      .refine(isWholePaise, 'At most two decimals (paise)');
  }
  return field.integer ? base.int('Enter a whole number') : base;
};

/** The value a (field, operator) pair takes; null when the operator does not fit the field. */
function valueSchema(field: QueryField, operator: QueryOperator): z.ZodType<QueryValue> | null {
  if (!(operator in operatorsByType[field.type])) return null;
  switch (field.type) {
    case 'text':
      return z
        .string({ error: 'Enter some text' })
        .trim()
        .min(1, 'Enter some text')
        .max(200, 'At most 200 characters');
    case 'list':
      return z
        .string({ error: 'Enter a name' })
        .trim()
        .min(1, 'Enter a name')
        .max(100, 'At most 100 characters');
    case 'choice':
      return z.enum(field.options as [string, ...string[]], {
        error: `Choose one of: ${field.options!.join(', ')}`,
      });
    case 'boolean':
      return z.boolean({ error: 'Choose yes or no' });
    case 'date':
      return operator === 'withinDays'
        ? z
            .number({ error: 'Enter a number of days' })
            .int('Enter a whole number of days')
            .min(1, 'At least 1 day')
            .max(36_500, 'At most 36,500 days')
        : z.string({ error: 'Enter a date like 2025-01-31' }).pipe(shopDay);
    case 'number':
    case 'money': {
      const one = numberValue(field);
      if (operator !== 'between') return one;
      return z
        .tuple([one, one], { error: 'Enter two numbers' })
        .refine(([low, high]) => low <= high, 'The first number must not be above the second');
    }
  }
}

/** A rule as it arrives: checked against its entity's whitelist by `inspectRules`. */
const ruleInputSchema = z.object({
  field: z.string({ error: 'Choose a field' }),
  operator: z.string({ error: 'Choose an operator' }),
  value: z.unknown().optional(),
});
export type QueryRuleInput = z.input<typeof ruleInputSchema>;

export const maxQueryRules = 20;

const definitionShape = {
  entity: z.enum(queryEntities, { error: 'Choose books, orders or users' }),
  match: z.enum(queryMatches, { error: 'Choose all or any' }).default('all'),
  rules: z.array(ruleInputSchema).max(maxQueryRules, `At most ${maxQueryRules} rules`),
};

interface RuleProblem {
  path: PropertyKey[];
  message: string;
}

/** Each rule checked against its entity's whitelist: the parsed rules, or what is wrong where. */
function inspectRules(entity: QueryEntity, input: QueryRuleInput[]) {
  const rules: QueryRule[] = [];
  const problems: RuleProblem[] = [];
  input.forEach((rule, i) => {
    const field = queryFieldOf(entity, rule.field);
    if (!field) {
      const message = `Choose a field of ${queryEntityLabels[entity].toLowerCase()}`;
      problems.push({ path: ['rules', i, 'field'], message });
      return;
    }
    const operator = rule.operator as QueryOperator;
    const schema = valueSchema(field, operator);
    if (!schema) {
      const allowed = Object.values(operatorsByType[field.type]).join(', ');
      const message = `${field.label} can be compared with: ${allowed}`;
      problems.push({ path: ['rules', i, 'operator'], message });
      return;
    }
    const parsed = schema.safeParse(rule.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ path: ['rules', i, 'value', ...issue.path], message: issue.message });
      }
      return;
    }
    rules.push({ field: rule.field, operator, value: parsed.data });
  });
  return { rules, problems };
}

type WithRules = { entity: QueryEntity; rules: QueryRuleInput[] };

/**
 * Reports each rule's problem at `rules.N.field|operator|value`. A refinement rather than part of
 * the transform: it still runs when another field (the name, say) is also wrong, so a form shows
 * every mistake at once.
 */
function reportRuleProblems(def: WithRules, ctx: z.RefinementCtx) {
  for (const { path, message } of inspectRules(def.entity, def.rules).problems) {
    ctx.addIssue({ code: 'custom', message, path });
  }
}

/** The rules with their values parsed (runs only once everything is valid). */
function parseRules<T extends WithRules>(def: T): Omit<T, 'rules'> & { rules: QueryRule[] } {
  return { ...def, rules: inspectRules(def.entity, def.rules).rules };
}

/** A rule set on its own (what a saved query holds, and what a smart collection runs). */
export const queryDefinitionSchema = z
  .object(definitionShape)
  .superRefine(reportRuleProblems)
  .transform(parseRules);
export type QueryDefinitionInput = z.input<typeof queryDefinitionSchema>;
export type QueryDefinition = z.output<typeof queryDefinitionSchema>;

export const queryPreviewPageSize = 20;

/** POST /api/admin/queries/preview: no rules matches every row. */
export const queryPreviewSchema = z
  .object({ ...definitionShape, page: adminPageQuery.page })
  .superRefine(reportRuleProblems)
  .transform(parseRules);

const queryName = z
  .string({ error: 'Give the query a name' })
  .trim()
  .min(1, 'Give the query a name')
  .max(100, 'Name must be at most 100 characters');

/** POST /api/admin/queries and PUT /api/admin/queries/:id */
export const savedQueryInputSchema = z
  .object({
    name: queryName,
    ...definitionShape,
    rules: definitionShape.rules.min(1, 'Add at least one rule'),
  })
  .superRefine(reportRuleProblems)
  .transform(parseRules);
export type SavedQueryInput = z.input<typeof savedQueryInputSchema>;

/** POST /api/admin/queries/:id/collection: the storefront name of the smart collection. */
export const publishCollectionSchema = z.object({
  name: z
    .string({ error: 'Give the collection a name' })
    .trim()
    .min(1, 'Give the collection a name')
    .max(100, 'Collection must be at most 100 characters'),
});
export type PublishCollectionInput = z.input<typeof publishCollectionSchema>;

export const queryColumnKinds = ['text', 'money', 'number', 'date', 'boolean', 'list'] as const;

/** What a preview row and an export line show, per entity. */
export const queryColumns = {
  books: [
    { key: 'id', label: 'ID', kind: 'number' },
    { key: 'title', label: 'Title', kind: 'text' },
    { key: 'author', label: 'Author', kind: 'text' },
    { key: 'category', label: 'Categories', kind: 'list' },
    { key: 'sellingPrice', label: 'Price', kind: 'money' },
    { key: 'mrp', label: 'MRP', kind: 'money' },
    { key: 'stockQuantity', label: 'Stock', kind: 'number' },
    { key: 'avgRating', label: 'Rating', kind: 'number' },
    { key: 'soldCount', label: 'Sold', kind: 'number' },
    { key: 'createdAt', label: 'Added', kind: 'date' },
  ],
  orders: [
    { key: 'orderNumber', label: 'Order', kind: 'text' },
    { key: 'createdAt', label: 'Placed', kind: 'date' },
    { key: 'status', label: 'Status', kind: 'text' },
    { key: 'paymentStatus', label: 'Payment', kind: 'text' },
    { key: 'paymentMethod', label: 'Method', kind: 'text' },
    { key: 'customerName', label: 'Customer', kind: 'text' },
    { key: 'customerEmail', label: 'Email', kind: 'text' },
    { key: 'city', label: 'City', kind: 'text' },
    { key: 'total', label: 'Total', kind: 'money' },
  ],
  users: [
    { key: 'id', label: 'ID', kind: 'number' },
    { key: 'email', label: 'Email', kind: 'text' },
    { key: 'fullName', label: 'Name', kind: 'text' },
    { key: 'role', label: 'Role', kind: 'text' },
    { key: 'disabled', label: 'Disabled', kind: 'boolean' },
    { key: 'ordersPlaced', label: 'Orders', kind: 'number' },
    { key: 'createdAt', label: 'Joined', kind: 'date' },
  ],
} as const satisfies Record<
  QueryEntity,
  readonly { key: string; label: string; kind: (typeof queryColumnKinds)[number] }[]
>;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type QueryCell = z.infer<typeof cellSchema>;

export const queryColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(queryColumnKinds),
});
export type QueryColumn = z.infer<typeof queryColumnSchema>;

export const queryPreviewResultSchema = z.object({
  columns: z.array(queryColumnSchema),
  ...pageOf(z.record(z.string(), cellSchema)).shape,
});
export type QueryPreviewResult = z.infer<typeof queryPreviewResultSchema>;

export const savedQuerySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  entity: z.enum(queryEntities),
  match: z.enum(queryMatches),
  rules: z.array(
    z.object({
      field: z.string(),
      operator: z.enum(queryOperators),
      value: z.union([z.string(), z.number(), z.boolean(), z.tuple([z.number(), z.number()])]),
    }),
  ),
  collectionName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;

export const savedQueriesQuerySchema = z.object(adminPageQuery);
export const savedQueriesPageSchema = pageOf(savedQuerySchema);
export type SavedQueriesPage = z.infer<typeof savedQueriesPageSchema>;
