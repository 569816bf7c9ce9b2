// A received meter is calibrated once (lock, look, post); corrections go through the update.
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { ALREADY_CALIBRATED } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import { RECEIPT_NOT_FOUND } from '@ilaw/contracts/tsd/meter-receipts/meter-receipt';
import { MeterReceiptReason } from '@ilaw/contracts/tsd/enums';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { requestMeterErrorAdjustment, type MeterErrorAdjustment } from '../../billing/public.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { postOnce } from '../../../platform/posting/post-once.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { METER_LAB } from '../access.ts';
import { judgeMeter } from '../compute/meter-rules.ts';
import { meterLimitsOn } from '../meter-limits/meter-limits-queries.ts';
import { loadCalibration } from './meter-calibration-queries.ts';

export const createMeterCalibration = defineRoute({
  endpoint: createMeterCalibrationEndpoint,
  access: anyRole(...METER_LAB),
  async handler({ body, db, actor, user, reply }) {
    const { receiptId, ...f } = body;
    if (f.testedOn > manilaToday()) throw fieldError('testedOn', 'The test date cannot be in the future.');
    const id = await db.transaction().execute(async (trx) => {
      const receipt = await trx
        .selectFrom('tsd_meter_receipts')
        .select(['id', 'reason', 'received_on', 'account_no', 'receipt_no', 'serial_no'])
        .where('id', '=', receiptId)
        .executeTakeFirst();
      if (!receipt) throw fieldError('receiptId', RECEIPT_NOT_FOUND);
      if (f.testedOn < receipt.received_on)
        throw fieldError('testedOn', 'The meter is tested on or after the day it was received.');
      return postOnce(
        trx,
        {
          kind: 'tsd-meter-receipt',
          id: receiptId,
          alreadyPosted: async () =>
            (await trx
              .selectFrom('tsd_meter_calibrations')
              .select('id')
              .where('receipt_id', '=', receiptId)
              .executeTakeFirst()) !== undefined,
          message: ALREADY_CALIBRATED,
        },
        async () => {
          const j = judgeMeter(
            { light: f.lightLoadError, full: f.fullLoadError, powerFactor: f.powerFactorError },
            receipt.reason,
            await meterLimitsOn(trx, f.testedOn),
          );
          const row = await trx
            .insertInto('tsd_meter_calibrations')
            .values({
              receipt_id: receiptId,
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
              created_by: user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actor, {
            entityType: 'tsd-meter',
            entityId: receiptId,
            action: 'calibrated',
            newValues: { ...f, ...j },
          });
          // A field meter registering beyond its tolerance, fast or slow: billing is asked to
          // adjust the consumer's latest standing bill (its approver decides; decision 081).
          const beyond = new Decimal(j.averageError).abs().gt(j.tolerancePct);
          if (beyond && receipt.reason !== MeterReceiptReason.New && receipt.account_no !== null) {
            const asked = await askBilling(trx, actor, {
              accountNo: receipt.account_no,
              averageErrorPct: j.averageError,
              reason: `Meter ${receipt.serial_no} (${receipt.receipt_no}) tested ${f.testedOn}: average error ${j.averageError}% beyond ±${j.tolerancePct}%.`,
            });
            await trx
              .updateTable('tsd_meter_calibrations')
              .set({ adjustment_request_id: asked.requestId, adjustment_note: asked.note })
              .where('id', '=', row.id)
              .execute();
          }
          return row.id;
        },
      );
    });
    reply.code(201);
    return loadCalibration(db, id);
  },
});

/** Billing's refusal (e.g. the bill month has no rates) is noted on the calibration, not fatal to it. */
async function askBilling(trx: Transaction<Database>, actor: Actor, input: MeterErrorAdjustment) {
  try {
    return await requestMeterErrorAdjustment(trx, actor, input);
  } catch (err) {
    if (err instanceof HttpError) return { requestId: null, note: `No adjustment asked: ${err.message}` };
    throw err;
  }
}
