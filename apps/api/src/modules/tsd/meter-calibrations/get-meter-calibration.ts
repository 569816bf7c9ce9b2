// A calibration's printed sheet: the record with the meter received and the weights of its test date.
import { getMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/get-meter-calibration';
import { CALIBRATION_NOT_FOUND } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import { Decimal } from 'decimal.js';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { METER_READERS } from '../access.ts';
import { meterLimitsOn } from '../meter-limits/meter-limits-queries.ts';
import { calibrationQuery, toCalibration } from './meter-calibration-queries.ts';

export const getMeterCalibration = defineRoute({
  endpoint: getMeterCalibrationEndpoint,
  access: anyRole(...METER_READERS),
  async handler({ params, db }) {
    const r = await calibrationQuery(db)
      .innerJoin('tsd_meter_receipts as mr', 'mr.id', 'c.receipt_id')
      .leftJoin('tsd_meter_lots as l', 'l.id', 'mr.lot_id')
      .select(['mr.meter_type', 'mr.shape', 'mr.received_on', 'l.lot_no'])
      .where('c.id', '=', params.id)
      .executeTakeFirst();
    if (!r) throw notFound(CALIBRATION_NOT_FOUND);
    const limits = await meterLimitsOn(db, r.tested_on);
    return {
      ...toCalibration(r),
      meterType: r.meter_type,
      shape: r.shape,
      receivedOn: r.received_on,
      lotNo: r.lot_no,
      lightLoadWeight: limits.lightLoadWeight,
      fullLoadWeight: limits.fullLoadWeight,
      averageWithinTolerance: new Decimal(r.average_error).abs().lte(r.tolerance_pct),
      powerFactorWithinTolerance: new Decimal(r.power_factor_error).abs().lte(r.tolerance_pct),
    };
  },
});
