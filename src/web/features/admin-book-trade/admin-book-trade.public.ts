// What other features may use of the book trade's lists: the names a book form offers.
export { useNamedList } from './api/named-lists.ts';
