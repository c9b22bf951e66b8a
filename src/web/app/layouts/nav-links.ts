import { paths } from '@web/config/paths.ts';

/** docs/product.md §2 header links, shared by the desktop bar and the mobile drawer. */
export const mainNavLinks = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'Collections', to: paths.collections(), end: false },
  { label: 'Browse', to: paths.books(), end: false },
  { label: 'Contact Us', to: paths.contact, end: false },
] as const;
