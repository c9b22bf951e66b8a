// What other features may use of the catalogue; everything else in features/catalog is its own.
export { BookCard } from './components/book-card.tsx';
