import { endpoint } from '../../http.ts';
import { gasSlipFieldsSchema, gasSlipSchema } from './gas-slip.ts';

export const createGasSlipEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/motor-pool/gas-slips',
  summary: "Issues a gas slip under the next slip number ('GS-2026-000001').",
  body: gasSlipFieldsSchema,
  response: gasSlipSchema,
});
