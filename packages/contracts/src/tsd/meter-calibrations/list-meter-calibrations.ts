import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { TEST_RESULTS } from '../enums.ts';
import { meterCalibrationSchema } from './meter-calibration.ts';

export const listMeterCalibrationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/MeterOnCalibrates',
  summary:
    'Paged meter calibrations, newest test first. Filters: search (start of serial, batch or account no.), result, fast, one calibration batch (batchNo, whole), one received meter (receiptId).',
  query: pagingQuery.extend({
    search: searchText(60).optional(),
    result: z.enum(TEST_RESULTS).optional(),
    fast: queryBoolean.optional(),
    batchNo: searchText(40).optional(),
    receiptId: id().optional(),
  }),
  response: pagedOf(meterCalibrationSchema),
});
