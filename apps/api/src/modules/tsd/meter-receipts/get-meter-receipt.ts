import { getMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/get-meter-receipt';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { METER_READERS } from '../access.ts';
import { loadReceipt } from './meter-receipt-queries.ts';

export const getMeterReceipt = defineRoute({
  endpoint: getMeterReceiptEndpoint,
  access: anyRole(...METER_READERS),
  handler: ({ params, db }) => loadReceipt(db, params.id),
});
