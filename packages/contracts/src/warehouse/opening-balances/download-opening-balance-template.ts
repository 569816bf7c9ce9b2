import { endpoint } from '../../http.ts';
import { WAREHOUSE_OPENING_TEMPLATE_FILE } from './opening-balance.ts';

export const downloadWarehouseOpeningTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/opening-balances/template',
  summary: `The opening balance template (${WAREHOUSE_OPENING_TEMPLATE_FILE}) with the location codes as a drop-down.`,
  download: true,
});
