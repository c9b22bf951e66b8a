// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { recordServedSearch } from './events.service.ts';
