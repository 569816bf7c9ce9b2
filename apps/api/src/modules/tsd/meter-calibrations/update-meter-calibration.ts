import { updateMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/update-meter-calibration';
import { CALIBRATION_NOT_FOUND } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { METER_LAB } from '../access.ts';
import { judgeMeter } from '../compute/meter-rules.ts';
import { meterLimitsOn } from '../meter-limits/meter-limits-queries.ts';
import { loadCalibration } from './meter-calibration-queries.ts';

export const updateMeterCalibration = defineRoute({
  endpoint: updateMeterCalibrationEndpoint,
  access: anyRole(...METER_LAB),
  async handler({ params, body: f, db, actor }) {
    if (f.testedOn > manilaToday()) throw fieldError('testedOn', 'The test date cannot be in the future.');
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('tsd_meter_calibrations as c')
        .innerJoin('tsd_meter_receipts as r', 'r.id', 'c.receipt_id')
        .select(['c.receipt_id', 'r.reason', 'r.received_on'])
        .where('c.id', '=', params.id)
        .executeTakeFirst();
      if (!current) throw notFound(CALIBRATION_NOT_FOUND);
      await lockSubject(trx, 'tsd-meter-receipt', current.receipt_id);
      if (f.testedOn < current.received_on)
        throw fieldError('testedOn', 'The meter is tested on or after the day it was received.');
      const before = await loadCalibration(trx, params.id);
      const j = judgeMeter(
        { light: f.lightLoadError, full: f.fullLoadError, powerFactor: f.powerFactorError },
        current.reason,
        await meterLimitsOn(trx, f.testedOn),
      );
      await trx
        .updateTable('tsd_meter_calibrations')
        .set({
          batch_no: f.batchNo,
          tested_on: f.testedOn,
          light_load_error: f.lightLoadError,
          full_load_error: f.fullLoadError,
          power_factor_error: f.powerFactorError,
          average_error: j.averageError,
          tolerance_pct: j.tolerancePct,
          result: j.result,
          fast: j.fast,
          seal_no: f.sealNo,
          erc_seal_no: f.ercSealNo,
          tester_name: f.testerName,
          remarks: f.remarks,
          instrument: f.instrument,
          instrument_serial: f.instrumentSerial,
          instrument_calibrated_on: f.instrumentCalibratedOn,
          checked_by_name: f.checkedByName,
          noted_by_name: f.notedByName,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-meter',
        entityId: current.receipt_id,
        action: 'calibration-corrected',
        ...diff(before, { ...before, ...f, ...j }),
      });
    });
    return loadCalibration(db, params.id);
  },
});
