import type { ReactNode } from 'react';
import type { PromotionKind, PromotionTarget } from '@shared/schemas/promotions.ts';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';

// What the promotion form offers and says: the kinds, the targets and their fields.

export const kindLabels: Record<PromotionKind, string> = {
  percent: 'A percentage off',
  fixed: 'An amount off (₹)',
  buy_get: 'Buy some, get some free',
  bundle: 'A set of books for a price',
  free_delivery: 'Free delivery',
};

export const targetLabels: Record<PromotionTarget, string> = {
  order: 'The whole order',
  category: 'Books in a category',
  collection: 'Books in a collection',
  author: 'Books by an author',
  publisher: 'Books from a publisher',
  series: 'Books in a series',
  query: 'Books a saved query finds',
  zone: 'Orders to a delivery zone',
};

export const targetValueLabels: Record<PromotionTarget, string> = {
  order: '',
  category: 'Category',
  collection: 'Collection',
  author: 'Author',
  publisher: 'Publisher',
  series: 'Series',
  query: 'Saved query',
  zone: 'Delivery zone',
};

export const targetHints: Partial<Record<PromotionTarget, string>> = {
  category: 'The category as books carry it, e.g. Hindi Fiction.',
  collection: 'The collection’s name, e.g. Staff picks.',
  author: 'The author’s name as on the book.',
  publisher: 'The publisher’s name, e.g. Rajkamal Prakashan.',
  series: 'The series’ name.',
};

/** The fields a kind of promotion needs: what it takes off, or how many books and for what. */
export function valueFields(
  kind: PromotionKind,
  values: { value: string; buy: string; get: string },
  set: { value: (v: string) => void; buy: (v: string) => void; get: (v: string) => void },
  fieldError: (field: string) => string | undefined,
): ReactNode {
  const number = (id: string, value: string, onChange: (v: string) => void, step = '1') => (
    <Input
      id={id}
      type="number"
      min={0}
      step={step}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  switch (kind) {
    case 'percent':
      return (
        <FormField id="promo-value" label="Percentage off" error={fieldError('percent')}>
          {number('promo-value', values.value, set.value, '0.01')}
        </FormField>
      );
    case 'fixed':
      return (
        <FormField id="promo-value" label="Amount off (₹)" error={fieldError('amount')}>
          {number('promo-value', values.value, set.value, '0.01')}
        </FormField>
      );
    case 'buy_get':
      return (
        <>
          <FormField id="promo-buy" label="Books bought" error={fieldError('buyQuantity')}>
            {number('promo-buy', values.buy, set.buy)}
          </FormField>
          <FormField
            id="promo-get"
            label="Books free"
            error={fieldError('getQuantity')}
            hint="The cheapest books are the free ones."
          >
            {number('promo-get', values.get, set.get)}
          </FormField>
        </>
      );
    case 'bundle':
      return (
        <>
          <FormField id="promo-buy" label="Books in the set" error={fieldError('buyQuantity')}>
            {number('promo-buy', values.buy, set.buy)}
          </FormField>
          <FormField id="promo-value" label="Price of the set (₹)" error={fieldError('amount')}>
            {number('promo-value', values.value, set.value, '0.01')}
          </FormField>
        </>
      );
    default:
      return null;
  }
}
