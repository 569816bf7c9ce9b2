import { endpoint } from '../../http.ts';
import { nonPowerBillFields, nonPowerBillSchema } from './non-power.ts';

export const createNonPowerBillEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/billing/non-power-bills',
  summary: 'Bills a fee, installment or material to a consumer (or a named payer); numbered NPB-<year>-000001.',
  body: nonPowerBillFields,
  response: nonPowerBillSchema,
});
