import type { ReadingUpload, RouteSheetRow } from '@ilaw/contracts/billing/readings/reading';
import { BillStatus } from '@ilaw/contracts/billing/enums';
import { Decimal } from 'decimal.js';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

/**
 * Previous reading per consumer: the latest earlier month's present reading, else the initial
 * reading. A reading corrected by an adjustment counts as corrected: the standing (posted) bill on
 * that reading carries the corrected present reading (decision 046).
 */
export function previousReadingSql(period: string) {
  return sql<string>`coalesce((SELECT coalesce((SELECT pb.present_reading FROM billing_bills pb
        WHERE pb.consumer_id = pr.consumer_id AND pb.bill_month_id = pr.bill_month_id
          AND pb.status = ${sql.lit(BillStatus.Posted)}),
        pr.present_reading)
      FROM billing_meter_readings pr
      JOIN billing_bill_months pm ON pm.id = pr.bill_month_id
      WHERE pr.consumer_id = c.id AND pm.period < ${period} ORDER BY pm.period DESC LIMIT 1), c.initial_reading)`;
}

export function uploadQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('billing_reading_uploads as u')
    .innerJoin('billing_bill_months as m', 'm.id', 'u.bill_month_id')
    .leftJoin('users as us', 'us.id', 'u.uploaded_by')
    .select([
      'u.id',
      'u.bill_month_id',
      'm.period',
      'u.file_name',
      'u.total_lines',
      'u.accepted',
      'u.unchanged',
      'u.failed',
      'us.full_name',
      'u.created_at',
    ]);
}

type UploadRow = Awaited<ReturnType<ReturnType<typeof uploadQuery>['executeTakeFirstOrThrow']>>;

export const toUpload = (r: UploadRow, replayed = false): ReadingUpload => ({
  id: r.id,
  billMonthId: r.bill_month_id,
  period: r.period,
  fileName: r.file_name,
  totalLines: r.total_lines,
  accepted: r.accepted,
  unchanged: r.unchanged,
  failed: r.failed,
  uploadedBy: r.full_name,
  createdAt: r.created_at.toISOString(),
  replayed,
});

export const sameAmount = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Decimal(a).eq(b);

export function sheetQuery(db: Kysely<Database> | Transaction<Database>, billMonthId: number, period: string) {
  return db
    .selectFrom('billing_consumers as c')
    .leftJoin('billing_meter_readings as r', (j) =>
      j.onRef('r.consumer_id', '=', 'c.id').on('r.bill_month_id', '=', billMonthId),
    )
    .select([
      'c.id',
      'c.account_no',
      'c.name',
      'c.sequence',
      'c.route_id',
      'c.meter_serial',
      'c.multiplier',
      previousReadingSql(period).as('previous'),
      'r.present_reading',
      'r.remark',
      'r.new_meter_initial',
      'r.old_meter_final',
      'r.demand_kw',
      sql<boolean>`EXISTS (SELECT 1 FROM billing_bills b WHERE b.consumer_id = c.id AND b.bill_month_id = ${billMonthId} AND b.status = ${sql.lit(BillStatus.Posted)})`.as(
        'billed',
      ),
    ]);
}

type SheetRow = Awaited<ReturnType<ReturnType<typeof sheetQuery>['executeTakeFirstOrThrow']>>;

export const toSheetRow = (r: SheetRow): RouteSheetRow => ({
  consumerId: r.id,
  accountNo: r.account_no,
  name: r.name,
  sequence: r.sequence,
  meterSerial: r.meter_serial,
  multiplier: r.multiplier,
  previousReading: r.present_reading !== null ? r.previous : r.previous,
  presentReading: r.present_reading,
  remark: r.remark,
  newMeterInitial: r.new_meter_initial,
  oldMeterFinal: r.old_meter_final,
  demandKw: r.demand_kw,
  billed: r.billed,
});
