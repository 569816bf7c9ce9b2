import { RECEIPT_NOT_FOUND, type MeterReceipt } from '@ilaw/contracts/tsd/meter-receipts/meter-receipt';
import type { listMeterReceiptsEndpoint } from '@ilaw/contracts/tsd/meter-receipts/list-meter-receipts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePrefix } from '../transformers/transformer-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function receiptQuery(db: Db) {
  return db
    .selectFrom('tsd_meter_receipts as r')
    .leftJoin('tsd_meter_calibrations as c', 'c.receipt_id', 'r.id')
    .leftJoin('tsd_meter_lots as l', 'l.id', 'r.lot_id')
    .selectAll('r')
    .select(['c.id as calibration_id', 'c.result', 'c.average_error', 'c.fast', 'l.lot_no']);
}
type Row = Awaited<ReturnType<ReturnType<typeof receiptQuery>['executeTakeFirstOrThrow']>>;

export const toReceipt = (r: Row): MeterReceipt => ({
  id: r.id,
  receiptNo: r.receipt_no,
  serialNo: r.serial_no,
  brand: r.brand,
  meterClass: r.meter_class,
  meterType: r.meter_type,
  shape: r.shape,
  reason: r.reason,
  receivedOn: r.received_on,
  accountNo: r.account_no,
  lastReading: r.last_reading,
  remarks: r.remarks,
  calibrationId: r.calibration_id,
  result: r.result,
  averageError: r.average_error,
  fast: r.fast,
  lotId: r.lot_id,
  lotNo: r.lot_no,
});

export async function loadReceipt(db: Db, id: number): Promise<MeterReceipt> {
  const r = await receiptQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(RECEIPT_NOT_FOUND);
  return toReceipt(r);
}

export function receiptListQuery(db: Kysely<Database>, f: InputOf<typeof listMeterReceiptsEndpoint>['query']) {
  let q = receiptQuery(db);
  const search = f.search?.trim();
  if (search) {
    const term = likePrefix(search);
    q = q.where(
      sql<boolean>`(lower(r.serial_no) LIKE ${term} OR lower(r.receipt_no) LIKE ${term} OR lower(r.account_no) LIKE ${term})`,
    );
  }
  if (f.reason !== undefined) q = q.where('r.reason', '=', f.reason);
  if (f.pending !== undefined) q = q.where('c.id', f.pending ? 'is' : 'is not', null);
  return q.orderBy('r.received_on', 'desc').orderBy('r.id', 'desc');
}
