import { listMeterReceiptsEndpoint } from '@ilaw/contracts/tsd/meter-receipts/list-meter-receipts';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { METER_READERS } from '../access.ts';
import { receiptListQuery, toReceipt } from './meter-receipt-queries.ts';

export const listMeterReceipts = defineRoute({
  endpoint: listMeterReceiptsEndpoint,
  access: anyRole(...METER_READERS),
  handler: ({ query, db }) => paginate(receiptListQuery(db, query), query, toReceipt),
});
