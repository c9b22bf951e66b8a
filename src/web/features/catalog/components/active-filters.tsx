import { X } from 'lucide-react';
import { formatLabel } from '@shared/book-trade.ts';
import type { BooksList } from '@shared/schemas/catalog.ts';
import type { CatalogQuery } from '@web/config/paths.ts';
import { countFilters, priceFilterLabel, selectedPriceBand } from '../catalog-query.ts';

export interface ActiveFiltersProps {
  query: CatalogQuery;
  priceBands: BooksList['facets']['priceBands'] | undefined;
  /** Names the chosen publisher's chip (the address holds its slug). */
  editionFilters?: BooksList['editionFilters'];
  onChange: (patch: Partial<CatalogQuery>) => void;
  onClearAll: () => void;
}

interface Chip {
  key: string;
  label: string;
  patch: Partial<CatalogQuery>;
}

/** The chosen filters as removable chips, so they show (and go) without opening the panel. */
export function ActiveFilters({
  query,
  priceBands,
  editionFilters,
  onChange,
  onClearAll,
}: ActiveFiltersProps) {
  const chips: Chip[] = [];
  if (query.search) {
    chips.push({ key: 'search', label: `“${query.search}”`, patch: { search: undefined } });
  }
  if (query.category) {
    chips.push({ key: 'category', label: query.category, patch: { category: undefined } });
  }
  if (query.collection) {
    chips.push({ key: 'collection', label: query.collection, patch: { collection: undefined } });
  }
  const price =
    (priceBands && selectedPriceBand(query, priceBands)?.label) ?? priceFilterLabel(query);
  if (price) {
    chips.push({ key: 'price', label: price, patch: { minPrice: undefined, maxPrice: undefined } });
  }
  if (query.minRating) {
    chips.push({
      key: 'rating',
      label: `${query.minRating}★ & up`,
      patch: { minRating: undefined },
    });
  }
  if (query.inStock) chips.push({ key: 'stock', label: 'In stock', patch: { inStock: undefined } });
  if (query.premium)
    chips.push({ key: 'premium', label: 'Premium', patch: { premium: undefined } });
  chips.push(...editionChips(query, editionFilters));
  if (chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.patch)}
              className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-input bg-card pr-2 pl-3 text-sm hover:bg-accent hover:text-accent-foreground"
            >
              <span className="sr-only">Remove filter: </span>
              <span className="max-w-[14rem] truncate">{chip.label}</span>
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {countFilters(query) > 0 ? (
        <button
          type="button"
          onClick={onClearAll}
          className="h-8 cursor-pointer rounded-md px-2 text-sm font-medium text-primary hover:underline"
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}

function editionChips(query: CatalogQuery, options: BooksList['editionFilters']): Chip[] {
  const chips: Chip[] = [];
  if (query.format) {
    const label = formatLabel(query.format) ?? query.format;
    chips.push({ key: 'format', label, patch: { format: undefined } });
  }
  if (query.language) {
    chips.push({ key: 'language', label: query.language, patch: { language: undefined } });
  }
  if (query.publisher) {
    const name = options?.publishers.find((p) => p.slug === query.publisher)?.name;
    chips.push({
      key: 'publisher',
      label: name ?? query.publisher.replace(/-/g, ' '),
      patch: { publisher: undefined },
    });
  }
  return chips;
}
