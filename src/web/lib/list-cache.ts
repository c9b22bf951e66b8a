/**
 * docs/product.md §4 "Cart": the cached list is changed in place after each successful call, rather than
 * fetched again. These keep an undefined list undefined (nothing cached yet: the next read
 * fetches it whole).
 */
interface WithId {
  id: number;
}

/** Appends the item, or replaces the one with its id (adding a book again raises its quantity). */
export function upsertById<T extends WithId>(list: T[] | undefined, item: T): T[] | undefined {
  if (!list) return list;
  return list.some((x) => x.id === item.id)
    ? list.map((x) => (x.id === item.id ? item : x))
    : [...list, item];
}

/** Merges the answered fields into the item with that id. */
export function mergeById<T extends WithId>(
  list: T[] | undefined,
  patch: Partial<T> & WithId,
): T[] | undefined {
  return list?.map((x) => (x.id === patch.id ? { ...x, ...patch } : x));
}

export function removeById<T extends WithId>(list: T[] | undefined, id: number): T[] | undefined {
  return list?.filter((x) => x.id !== id);
}
