import { adminBookSorts, stockFilters, type AdminBookSort } from '@shared/schemas/admin-books.ts';
import type { AdminBooksListQuery } from '@web/config/paths.ts';

export const adminBooksPageSize = 20;

/** The books table's state, read from its address so a link or Back shows the same rows. */
export interface AdminBooksTableQuery {
  search: string;
  category: string;
  collection: string;
  stock: '' | (typeof stockFilters)[number];
  premium: '' | '1' | '0';
  archived: '' | '1' | 'all';
  sort: AdminBookSort;
  page: number;
}

export const defaultTableQuery: AdminBooksTableQuery = {
  search: '',
  category: '',
  collection: '',
  stock: '',
  premium: '',
  archived: '',
  sort: 'newest',
  page: 1,
};

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.find((a) => a === value) ?? '';

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim() ?? '';
  return trimmed.length <= max ? trimmed : '';
};

/** Lenient: a value the API would refuse (a typo'd sort, page 0) falls back to the default. */
export function parseTableQuery(params: URLSearchParams): AdminBooksTableQuery {
  const page = Number(params.get('page'));
  return {
    search: text(params.get('search'), 200),
    category: text(params.get('category'), 100),
    collection: text(params.get('collection'), 100),
    stock: pick(params.get('stock'), stockFilters),
    premium: pick(params.get('premium'), ['1', '0'] as const),
    archived: pick(params.get('archived'), ['1', 'all'] as const),
    sort: pick(params.get('sort'), adminBookSorts) || 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address's search parameters: defaults left out, so one state spells one address. */
export function tableQueryParams(query: AdminBooksTableQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaultTableQuery) as (keyof AdminBooksTableQuery)[]) {
    const value = query[key];
    if (value !== defaultTableQuery[key] && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The same state as GET /api/admin/books parameters. */
export function toApiQuery(query: AdminBooksTableQuery): AdminBooksListQuery {
  return {
    search: query.search || undefined,
    category: query.category || undefined,
    collection: query.collection || undefined,
    stock: query.stock || undefined,
    premium: query.premium || undefined,
    archived: query.archived || undefined,
    sort: query.sort === 'newest' ? undefined : query.sort,
    page: query.page,
    pageSize: adminBooksPageSize,
  };
}

/** Whether anything narrows the list (the empty state then offers to clear it). */
export function isFiltered(query: AdminBooksTableQuery): boolean {
  return Boolean(
    query.search ||
    query.category ||
    query.collection ||
    query.stock ||
    query.premium ||
    query.archived,
  );
}

/**
 * A column header's next sort: first click sorts by it (in its natural direction), a second
 * click flips the direction.
 */
export const columnSorts = {
  title: ['title', 'title-desc'],
  price: ['price-asc', 'price-desc'],
  stock: ['stock-asc', 'stock-desc'],
  sold: ['bestselling'],
  added: ['newest', 'oldest'],
} as const satisfies Record<string, readonly AdminBookSort[]>;
export type SortableColumn = keyof typeof columnSorts;

export function nextSort(column: SortableColumn, current: AdminBookSort): AdminBookSort {
  const options: readonly AdminBookSort[] = columnSorts[column];
  const at = options.indexOf(current);
  return options[(at + 1) % options.length]!;
}

/** `ascending`/`descending` for aria-sort when the table is sorted by this column. */
export function columnSortState(
  column: SortableColumn,
  current: AdminBookSort,
): 'ascending' | 'descending' | undefined {
  const options: readonly AdminBookSort[] = columnSorts[column];
  if (!options.includes(current)) return undefined;
  const descending = ['title-desc', 'price-desc', 'stock-desc', 'bestselling', 'newest'];
  return descending.includes(current) ? 'descending' : 'ascending';
}
