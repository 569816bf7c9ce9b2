import type { ConsumerClassCode } from '@ilaw/contracts/billing/enums';
import type { Bill, BillSummary } from '@ilaw/contracts/billing/bills/bill';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';

export function billQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('billing_bills as b')
    .innerJoin('billing_consumers as c', 'c.id', 'b.consumer_id')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .leftJoin('billing_routes as r', 'r.id', 'b.route_id')
    .select([
      'b.id',
      'b.bill_no',
      'c.account_no',
      'c.name as consumer_name',
      'm.period',
      'b.branch_code',
      'r.code as route_code',
      'b.consumer_class',
      'b.previous_reading',
      'b.present_reading',
      'b.multiplier',
      'b.kwh',
      'b.total_amount',
      'b.due_date',
      'b.kind',
      'b.status',
      'b.computed_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof billQuery>['executeTakeFirstOrThrow']>>;

export function toBillSummary(r: Row): BillSummary {
  return {
    id: r.id,
    billNo: r.bill_no,
    accountNo: r.account_no,
    consumerName: r.consumer_name,
    period: r.period,
    branchCode: r.branch_code,
    routeCode: r.route_code,
    consumerClass: r.consumer_class as ConsumerClassCode,
    previousReading: r.previous_reading,
    presentReading: r.present_reading,
    multiplier: r.multiplier,
    kwh: r.kwh,
    totalAmount: r.total_amount,
    dueDate: r.due_date,
    kind: r.kind,
    status: r.status,
    computedAt: r.computed_at.toISOString(),
  };
}

/** What a full bill adds to billQuery's summary columns. */
export const BILL_DETAIL_COLUMNS = ['c.barangay', 'c.town', 'c.address', 'c.meter_serial', 'b.demand_kw'] as const;

type BillDetailRow = Parameters<typeof toBillSummary>[0] & {
  barangay: string | null;
  town: string | null;
  address: string | null;
  meter_serial: string | null;
  demand_kw: string | null;
};

type BillLineRow = Selectable<Database['billing_bill_lines']>;

/** A bill with every line, as the single bill and the route print answer it. */
export function toBillDetail(row: BillDetailRow, lines: readonly BillLineRow[]): Bill {
  return {
    ...toBillSummary(row),
    address: [row.address, row.barangay, row.town].filter(Boolean).join(', '),
    meterSerial: row.meter_serial,
    demandKw: row.demand_kw,
    lines: lines.map((l) => ({
      seq: l.seq,
      code: l.code,
      description: l.description,
      kind: l.line_kind as Bill['lines'][number]['kind'],
      quantity: l.quantity,
      rate: l.rate,
      unit: l.rate_unit,
      amount: l.amount,
    })),
  };
}

export async function loadBill(db: Kysely<Database> | Transaction<Database>, id: number): Promise<Bill> {
  const row = await billQuery(db).select(BILL_DETAIL_COLUMNS).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('The bill was not found.');
  const lines = await db
    .selectFrom('billing_bill_lines')
    .selectAll()
    .where('bill_id', '=', id)
    .orderBy('seq')
    .execute();
  return toBillDetail(row, lines);
}
