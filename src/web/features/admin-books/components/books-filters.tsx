import type { ReactNode } from 'react';
import { Label } from '@web/components/ui/input.tsx';
import { Select } from '@web/components/ui/select.tsx';
import { useSiteConfig } from '@web/features/site-config/site-config.public.ts';
import type { AdminBookSort } from '@shared/schemas/admin-books.ts';
import type { AdminBooksTableQuery } from '../admin-books-query.ts';
import { useAdminBookCollections } from '../api/get-admin-book-collections.ts';

type FilterKey = 'category' | 'collection' | 'stock' | 'premium' | 'archived';

export interface BooksFiltersProps {
  query: AdminBooksTableQuery;
  onChange: (patch: Partial<Pick<AdminBooksTableQuery, FilterKey>>) => void;
}

function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** Category (site configuration), collection, stock state, premium, and archived books. */
export function BooksFilters({ query, onChange }: BooksFiltersProps) {
  const categories = useSiteConfig().data?.books.categories ?? [];
  const collections = useAdminBookCollections().data?.items ?? [];
  // A shared link may name a category or collection that no longer exists: keep it choosable.
  const categoryOptions =
    query.category && !categories.includes(query.category)
      ? [...categories, query.category]
      : categories;
  const collectionOptions =
    query.collection && !collections.some((c) => c.name === query.collection)
      ? [...collections, { name: query.collection, bookCount: 0 }]
      : collections;

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Filter id="admin-books-category" label="Category">
        <Select
          id="admin-books-category"
          value={query.category}
          onChange={(e) => onChange({ category: e.target.value })}
        >
          <option value="">All categories</option>
          {categoryOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Filter>
      <Filter id="admin-books-collection" label="Collection">
        <Select
          id="admin-books-collection"
          value={query.collection}
          onChange={(e) => onChange({ collection: e.target.value })}
        >
          <option value="">All collections</option>
          {collectionOptions.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name} ({c.bookCount})
            </option>
          ))}
        </Select>
      </Filter>
      <Filter id="admin-books-stock" label="Stock">
        <Select
          id="admin-books-stock"
          value={query.stock}
          onChange={(e) => onChange({ stock: e.target.value as AdminBooksTableQuery['stock'] })}
        >
          <option value="">Any</option>
          <option value="in">In stock</option>
          <option value="low">Low stock</option>
          <option value="out">Out of stock</option>
        </Select>
      </Filter>
      <Filter id="admin-books-premium" label="Premium">
        <Select
          id="admin-books-premium"
          value={query.premium}
          onChange={(e) => onChange({ premium: e.target.value as AdminBooksTableQuery['premium'] })}
        >
          <option value="">Any</option>
          <option value="1">Premium only</option>
          <option value="0">Not premium</option>
        </Select>
      </Filter>
      <Filter id="admin-books-archived" label="Showing">
        <Select
          id="admin-books-archived"
          value={query.archived}
          onChange={(e) =>
            onChange({ archived: e.target.value as AdminBooksTableQuery['archived'] })
          }
        >
          <option value="">Books on sale</option>
          <option value="1">Archived books</option>
          <option value="all">All books</option>
        </Select>
      </Filter>
    </div>
  );
}

const sortLabels: Record<AdminBookSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  updated: 'Recently updated',
  title: 'Title, A to Z',
  'title-desc': 'Title, Z to A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  'stock-asc': 'Stock, least first',
  'stock-desc': 'Stock, most first',
  bestselling: 'Best selling',
};

/** The order of the list, for phones, where the table's sortable headers are not shown. */
export function BooksSortSelect({
  sort,
  onChange,
}: {
  sort: AdminBookSort;
  onChange: (sort: AdminBookSort) => void;
}) {
  return (
    <Filter id="admin-books-sort" label="Sort by">
      <Select
        id="admin-books-sort"
        value={sort}
        onChange={(e) => onChange(e.target.value as AdminBookSort)}
      >
        {(Object.keys(sortLabels) as AdminBookSort[]).map((value) => (
          <option key={value} value={value}>
            {sortLabels[value]}
          </option>
        ))}
      </Select>
    </Filter>
  );
}
