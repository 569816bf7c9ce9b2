import { CALIBRATION_NOT_FOUND, type MeterCalibration } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import type { listMeterCalibrationsEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/list-meter-calibrations';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePrefix } from '../transformers/transformer-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function calibrationQuery(db: Db) {
  return db
    .selectFrom('tsd_meter_calibrations as c')
    .innerJoin('tsd_meter_receipts as r', 'r.id', 'c.receipt_id')
    .selectAll('c')
    .select(['r.receipt_no', 'r.serial_no', 'r.brand', 'r.meter_class', 'r.reason', 'r.account_no']);
}
type Row = Awaited<ReturnType<ReturnType<typeof calibrationQuery>['executeTakeFirstOrThrow']>>;

export const toCalibration = (r: Row): MeterCalibration => ({
  id: r.id,
  receiptId: r.receipt_id,
  receiptNo: r.receipt_no,
  serialNo: r.serial_no,
  brand: r.brand,
  meterClass: r.meter_class,
  reason: r.reason,
  accountNo: r.account_no,
  batchNo: r.batch_no,
  testedOn: r.tested_on,
  lightLoadError: r.light_load_error,
  fullLoadError: r.full_load_error,
  powerFactorError: r.power_factor_error,
  averageError: r.average_error,
  tolerancePct: r.tolerance_pct,
  result: r.result,
  fast: r.fast,
  sealNo: r.seal_no,
  ercSealNo: r.erc_seal_no,
  testerName: r.tester_name,
  remarks: r.remarks,
  slow: r.result === 'Failed' && new Decimal(r.average_error).lt(new Decimal(r.tolerance_pct).negated()),
  adjustmentRequestId: r.adjustment_request_id,
  adjustmentNote: r.adjustment_note,
  instrument: r.instrument,
  instrumentSerial: r.instrument_serial,
  instrumentCalibratedOn: r.instrument_calibrated_on,
  checkedByName: r.checked_by_name,
  notedByName: r.noted_by_name,
});

export async function loadCalibration(db: Db, id: number): Promise<MeterCalibration> {
  const r = await calibrationQuery(db).where('c.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(CALIBRATION_NOT_FOUND);
  return toCalibration(r);
}

export function calibrationListQuery(db: Kysely<Database>, f: InputOf<typeof listMeterCalibrationsEndpoint>['query']) {
  let q = calibrationQuery(db);
  const search = f.search?.trim();
  if (search) {
    const term = likePrefix(search);
    q = q.where(
      sql<boolean>`(lower(r.serial_no) LIKE ${term} OR lower(c.batch_no) LIKE ${term} OR lower(r.account_no) LIKE ${term})`,
    );
  }
  if (f.result !== undefined) q = q.where('c.result', '=', f.result);
  if (f.fast !== undefined) q = q.where('c.fast', '=', f.fast);
  const batch = f.batchNo?.trim();
  if (batch) q = q.where(sql<boolean>`lower(c.batch_no) = ${batch.toLowerCase()}`);
  if (f.receiptId !== undefined) q = q.where('c.receipt_id', '=', f.receiptId);
  return q.orderBy('c.tested_on', 'desc').orderBy('c.id', 'desc');
}
