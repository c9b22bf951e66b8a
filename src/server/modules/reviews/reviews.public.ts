export { refreshBookRating } from './reviews.repository.ts';
