import type { NonPowerBill, NonPowerType } from '@ilaw/contracts/collection/non-power/non-power';
import { NON_POWER_TYPE_TAKEN } from '@ilaw/contracts/collection/non-power/non-power';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { nonPowerLineVat, nonPowerVat } from '../compute/non-power-vat.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function listTypes(db: Db, id?: number): Promise<NonPowerType[]> {
  let q = db.selectFrom('collection_non_power_types').selectAll().orderBy('name');
  if (id !== undefined) q = q.where('id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    paymentKind: r.payment_kind,
    glCode: r.gl_code,
    defaultAmount: r.default_amount,
    vatPercent: r.vat_percent,
    isActive: r.is_active,
  }));
}

export const typeCodeTaken = duplicateToConflict({
  constraint: 'collection_non_power_types_code',
  message: NON_POWER_TYPE_TAKEN,
  field: 'code',
});

export function nonPowerBillQuery(db: Db) {
  return db
    .selectFrom('collection_non_power_bills as n')
    .innerJoin('collection_non_power_types as t', 't.id', 'n.type_id')
    .leftJoin('billing_consumers as c', 'c.id', 'n.consumer_id')
    .leftJoin('collection_payments as p', 'p.id', 'n.payment_id')
    .select([
      'n.id',
      'n.bill_no',
      'n.type_id',
      't.name as type_name',
      't.gl_code',
      'n.consumer_id',
      'c.account_no',
      'n.payer_name',
      'n.description',
      'n.amount',
      'n.bill_date',
      'n.status',
      'p.or_number',
      'n.vat_percent',
      billLines.as('lines'),
    ]);
}

export interface StoredLine {
  seq: number;
  description: string | null;
  amount: string;
  vatPercent: string;
}

/** A bill's lines in order (decision 118), as one JSON value per bill. */
export const billLines = sql<StoredLine[] | null>`(SELECT json_agg(json_build_object('seq', l.seq,
  'description', l.description, 'amount', l.amount::text, 'vatPercent', l.vat_percent::text) ORDER BY l.seq)
  FROM collection_non_power_bill_lines l WHERE l.bill_id = n.id)`;

/**
 * The lines of a bill as stored; a bill inserted in this transaction has its default line only
 * at commit (migration 0457), so it reads as that line.
 */
export function linesOf(r: { lines: StoredLine[] | null; amount: string; vat_percent: string | null }): StoredLine[] {
  return r.lines && r.lines.length > 0
    ? r.lines
    : [{ seq: 1, description: null, amount: r.amount, vatPercent: r.vat_percent ?? '0' }];
}

type Row = Awaited<ReturnType<ReturnType<typeof nonPowerBillQuery>['executeTakeFirstOrThrow']>>;

export const toNonPowerBill = (r: Row): NonPowerBill => ({
  id: r.id,
  billNo: r.bill_no,
  typeId: r.type_id,
  typeName: r.type_name,
  glCode: r.gl_code,
  consumerId: r.consumer_id,
  accountNo: r.account_no,
  payerName: r.payer_name,
  description: r.description,
  amount: r.amount,
  ...nonPowerVat(linesOf(r)),
  lines: linesOf(r).map((l) => ({
    seq: l.seq,
    description: l.description,
    amount: l.amount,
    vatPercent: l.vatPercent,
    ...nonPowerLineVat(l),
  })),
  billDate: r.bill_date,
  status: r.status,
  orNumber: r.or_number,
});
