import { endpoint } from '../../http.ts';
import { importResultSchema } from '../../platform/imports.ts';
import { FOURPS_BASE } from './fourps.ts';

export const importFourPsEndpoint = endpoint({
  method: 'POST',
  path: `${FOURPS_BASE}/import`,
  summary:
    'Imports the DSWD 4Ps household list (.xlsx or .csv: Household ID, Last Name, First Name, Middle Name, Barangay, Address, Birth Date) and matches each household against the accounts: an exact match is filed as a 4Ps lifeline application, a near-match is listed for review, the rest reported unmatched. A household with an open application is unchanged; the same file again answers its first import.',
  multipart: true,
  response: importResultSchema,
});
