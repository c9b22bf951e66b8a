/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const maxCategories = 200;
export const maxCategoryLength = 100;

/** Why `name` cannot be added to the list, or null when it can (the server checks again). */
export function newCategoryError(list: readonly string[], name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a category name';
  if (trimmed.length > maxCategoryLength) {
    return `Category must be at most ${maxCategoryLength} characters`;
  }
  const clash = list.find((c) => c.toLowerCase() === trimmed.toLowerCase());
  if (clash) return `There is already a category “${clash}”`;
  if (list.length >= maxCategories) return `At most ${maxCategories} categories`;
  return null;
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);
