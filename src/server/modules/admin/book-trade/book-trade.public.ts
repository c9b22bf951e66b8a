// What other modules may use of the book trade's records: an edition's trade fields as the book
// form reads and writes them.
export {
  findEditionFields,
  writeEditionFields,
  writeEditionFieldsMany,
} from './edition-fields.repository.ts';
export {
  editionFieldsChange,
  findEditionFieldsMany,
  insertCredits,
  keptNames,
  prepareEditions,
  setWorksSeries,
} from './feed-editions.repository.ts';
export type { StoredEditionFields } from './feed-editions.repository.ts';
