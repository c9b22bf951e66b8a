// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { bookCardColumns, toBookCard, type BookCardRow } from './book-card.ts';
export { getBook } from './catalog.service.ts';
export { namedPagesForSitemap } from './edition.repository.ts';
