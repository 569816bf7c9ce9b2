import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { METER_RECEIPT_REASONS } from '../enums.ts';
import { meterReceiptSchema } from './meter-receipt.ts';

export const listMeterReceiptsEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/warehouse/MeterPreCalibrates',
  summary:
    'Paged meters received by the laboratory (pre-calibration), newest first. Filters: search (start of the serial, receipt or account no.), reason, pending (not yet calibrated).',
  query: pagingQuery.extend({
    search: searchText(60).optional(),
    reason: z.enum(METER_RECEIPT_REASONS).optional(),
    pending: queryBoolean.optional(),
  }),
  response: pagedOf(meterReceiptSchema),
});
