// What collection reads of billing (through public.ts): consumers found by account number, name
// or meter serial, and a consumer's standing bills with what is still unpaid on each, from the
// ledger (a bill's balance is its ledger lines: the bill's debit less payments credited to it).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface BillingConsumer {
  id: number;
  accountNo: string;
  name: string;
  address: string | null;
  town: string;
  branchCode: number;
  consumerClass: string;
  accountStatus: number;
  meterSerial: string | null;
}

export interface OpenBill {
  billId: number;
  billNo: string;
  period: string;
  dueDate: string;
  kwh: string;
  total: string;
  /** The bill's VAT lines together. */
  vat: string;
  balance: string;
}

const consumerColumns = [
  'c.id',
  'c.account_no',
  'c.name',
  'c.address',
  'c.town',
  'c.branch_code',
  'c.consumer_class',
  'c.account_status',
  'c.meter_serial',
] as const;

function toConsumer(r: {
  id: number;
  account_no: string;
  name: string;
  address: string | null;
  town: string;
  branch_code: number;
  consumer_class: string;
  account_status: number;
  meter_serial: string | null;
}): BillingConsumer {
  return {
    id: r.id,
    accountNo: r.account_no,
    name: r.name,
    address: r.address,
    town: r.town,
    branchCode: r.branch_code,
    consumerClass: r.consumer_class,
    accountStatus: r.account_status,
    meterSerial: r.meter_serial,
  };
}

/** Prefix search on the billing indexes (account no., 'LAST, FIRST' name, meter serial). */
export async function findBillingConsumers(db: Db, search: string, limit = 20): Promise<BillingConsumer[]> {
  const term = `${search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const rows = await db
    .selectFrom('billing_consumers as c')
    .select(consumerColumns)
    .where((eb) =>
      eb.or([
        eb(sql`lower(c.account_no)`, 'like', term),
        eb(sql`lower(c.name)`, 'like', term),
        eb(sql`lower(c.meter_serial)`, 'like', term),
      ]),
    )
    .orderBy('c.account_no')
    .limit(limit)
    .execute();
  return rows.map(toConsumer);
}

export async function billingConsumerById(db: Db, id: number): Promise<BillingConsumer | null> {
  const row = await db
    .selectFrom('billing_consumers as c')
    .select(consumerColumns)
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row ? toConsumer(row) : null;
}

/** Standing (Posted) bills with something unpaid, oldest bill month first. */
export async function openBillsOf(db: Db, consumerId: number, billIds?: readonly number[]): Promise<OpenBill[]> {
  let q = db
    .selectFrom('billing_bills as b')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .select([
      'b.id',
      'b.bill_no',
      'm.period',
      'b.due_date',
      'b.kwh',
      'b.total_amount',
      sql<string>`(SELECT coalesce(sum(x.amount), 0)::text FROM billing_bill_lines x WHERE x.bill_id = b.id AND x.line_kind = 'vat')`.as(
        'vat',
      ),
      sql<string>`(SELECT coalesce(sum(l.debit - l.credit), 0)::text FROM billing_ledger_entries l WHERE l.bill_id = b.id)`.as(
        'balance',
      ),
    ])
    .where('b.consumer_id', '=', consumerId)
    .where('b.status', '=', 'Posted')
    .where(
      sql<boolean>`(SELECT coalesce(sum(l.debit - l.credit), 0) FROM billing_ledger_entries l WHERE l.bill_id = b.id) > 0`,
    )
    .orderBy('m.period')
    .orderBy('b.id');
  if (billIds !== undefined) q = q.where('b.id', 'in', billIds.length > 0 ? [...billIds] : [0]);
  const rows = await q.execute();
  return rows.map((r) => ({
    billId: Number(r.id),
    billNo: r.bill_no,
    period: r.period,
    dueDate: r.due_date,
    kwh: r.kwh,
    total: r.total_amount,
    vat: r.vat,
    balance: r.balance,
  }));
}

/** Bills of any status by id (for receipts and reports): number, period and kWh. */
export async function billLabels(db: Db, billIds: readonly number[]) {
  if (billIds.length === 0) return new Map<number, { billNo: string; period: string; kwh: string }>();
  const rows = await db
    .selectFrom('billing_bills as b')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .select(['b.id', 'b.bill_no', 'm.period', 'b.kwh'])
    .where('b.id', 'in', [...billIds])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { billNo: r.bill_no, period: r.period, kwh: r.kwh }]));
}
