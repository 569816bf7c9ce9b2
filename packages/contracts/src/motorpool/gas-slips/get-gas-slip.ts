import { endpoint, idParam } from '../../http.ts';
import { gasSlipSchema } from './gas-slip.ts';

export const getGasSlipEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/motor-pool/gas-slips/{id}',
  summary: 'One gas slip with its liters in words and print count.',
  params: idParam,
  response: gasSlipSchema,
});
