import { describe, expect, it } from 'vitest';
import { queryFields } from '@shared/schemas/admin-query-fields.ts';
import { newRule, ruleFor, valueForOperator } from './rule-defaults.ts';

describe('rule defaults', () => {
  it('starts a rule on the first field with its first operator', () => {
    expect(newRule('books')).toEqual({ field: 'inStock', operator: 'is', value: true });
    expect(newRule('users')).toEqual({ field: 'role', operator: 'eq', value: 'user' });
    expect(ruleFor('books', 'title')).toEqual({ field: 'title', operator: 'eq', value: '' });
    expect(ruleFor('books', 'inStock')).toEqual({ field: 'inStock', operator: 'is', value: true });
    expect(ruleFor('books', 'category', ['Fiction', 'Poetry'])).toEqual({
      field: 'category',
      operator: 'includes',
      value: 'Fiction',
    });
    expect(ruleFor('orders', 'status')).toEqual({
      field: 'status',
      operator: 'eq',
      value: 'pending',
    });
    expect(ruleFor('users', 'createdAt').value).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('keeps the value when the operator changes and the value still fits', () => {
    const price = queryFields.books.sellingPrice;
    expect(valueForOperator(price, 'lt', 'gte', 300)).toBe(300);
    expect(valueForOperator(price, 'lt', 'between', 300)).toEqual([300, 300]);
    expect(valueForOperator(price, 'between', 'gt', [100, 200])).toBe(100);
    const added = queryFields.books.createdAt;
    expect(valueForOperator(added, 'before', 'withinDays', '2025-01-01')).toBe(30);
    expect(valueForOperator(added, 'before', 'after', '2025-01-01')).toBe('2025-01-01');
  });
});
