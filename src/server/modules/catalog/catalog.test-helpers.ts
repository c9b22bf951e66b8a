// What other modules' tests may use of the catalogue: its rails' statements, whose plans search's
// plan tests check beside its own.
export { findBestsellersInCategory, railBestSellers } from './catalog.repository.ts';
