import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (about 8 KB gzip in the entry chunk,
 * see docs/decisions/003-storefront-bundle-budget.md): a className passed to a component must
 * not compete with one of its own classes for the same property (two paddings, two widths);
 * give the component a variant or prop instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
