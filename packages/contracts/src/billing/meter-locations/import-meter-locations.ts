import { endpoint } from '../../http.ts';
import { importResultSchema } from '../../platform/imports.ts';

export const importMeterLocationsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-locations/import',
  summary:
    'Upload Coordinates: a .xlsx or .csv (multipart field "file") with Account No., Latitude and Longitude. Good rows only: each line is checked (a known account, coordinates inside the Philippines, an account once per file) and answered with its row and reason; good lines set the consumers\' coordinates together in one transaction. Coordinates equal to the recorded ones are unchanged. The same file imported completely once is answered with that import.',
  multipart: true,
  response: importResultSchema,
});
