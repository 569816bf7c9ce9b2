import { getGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/get-gas-slip';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MOTORPOOL } from '../access.ts';
import { slipById } from './gas-slip-queries.ts';

export const getGasSlip = defineRoute({
  endpoint: getGasSlipEndpoint,
  access: MOTORPOOL,
  handler: ({ params, db }) => slipById(db, params.id),
});
