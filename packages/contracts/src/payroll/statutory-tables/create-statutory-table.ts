import { endpoint } from '../../http.ts';
import { statutoryEntryFieldsSchema, statutoryEntrySchema } from './statutory-table.ts';

export const createStatutoryTableEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/payroll/statutory-tables',
  summary:
    'Add an entry to a statutory table, in force from its effective date (a correction is a new entry with the same date: the later one counts). Entries are never edited; the same figures again answer 409.',
  body: statutoryEntryFieldsSchema,
  response: statutoryEntrySchema,
});
