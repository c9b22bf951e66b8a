// What other modules may use of the book trade's records: an edition's trade fields as the book
// form reads and writes them.
export {
  editionFieldsChange,
  findEditionFields,
  findEditionFieldsMany,
  insertCredits,
  keptNames,
  prepareEditions,
  setWorksSeries,
  writeEditionFields,
  writeEditionFieldsMany,
} from './edition-fields.repository.ts';
export type { StoredEditionFields } from './edition-fields.repository.ts';
