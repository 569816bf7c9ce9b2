import { endpoint, idParam } from '../../http.ts';
import { gasSlipSchema } from './gas-slip.ts';

export const printGasSlipEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/motor-pool/gas-slips/{id}/prints',
  summary: 'Records one print of the gas slip (counted and audited; a reprint says so on paper) and answers the slip.',
  params: idParam,
  response: gasSlipSchema,
});
