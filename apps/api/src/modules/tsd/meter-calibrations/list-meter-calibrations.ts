import { listMeterCalibrationsEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/list-meter-calibrations';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { METER_READERS } from '../access.ts';
import { calibrationListQuery, toCalibration } from './meter-calibration-queries.ts';

export const listMeterCalibrations = defineRoute({
  endpoint: listMeterCalibrationsEndpoint,
  access: anyRole(...METER_READERS),
  handler: ({ query, db }) => paginate(calibrationListQuery(db, query), query, toCalibration),
});
