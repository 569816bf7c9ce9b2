import { endpoint } from '../../http.ts';
import { importResultSchema } from '../../platform/imports.ts';

export const importWarehouseOpeningBalancesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/opening-balances/import',
  summary:
    'Import opening balances per material and location (.xlsx or .csv, multipart field "file"): good rows post together as one posted receiving report "Opening balance" at the cost given; a bin that already has movements is refused (correct it with documents).',
  multipart: true,
  response: importResultSchema,
});
