import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

// Channel uploads (collection, decision 056) match thousands of lines at once: consumers by
// account number and each consumer's standing bill of a bill month, in two queries.

type Db = Kysely<Database> | Transaction<Database>;

/** Consumer ids by account number (as written), for the numbers that exist. */
export async function consumerIdsByAccountNo(db: Db, accountNos: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const unique = [...new Set(accountNos)];
  for (let i = 0; i < unique.length; i += 5000) {
    const rows = await db
      .selectFrom('billing_consumers')
      .select(['id', 'account_no'])
      .where('account_no', 'in', unique.slice(i, i + 5000))
      .execute();
    for (const r of rows) out.set(r.account_no, r.id);
  }
  return out;
}

/** The standing (Posted) bill of each consumer for each bill month asked, keyed 'consumerId:YYYY-MM'. */
export async function postedBillsOfPeriods(
  db: Db,
  consumerIds: readonly number[],
  periods: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const ids = [...new Set(consumerIds)];
  const months = [...new Set(periods)];
  if (months.length === 0) return out;
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .selectFrom('billing_bills as b')
      .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
      .select(['b.id', 'b.consumer_id', 'm.period'])
      .where('b.status', '=', 'Posted')
      .where('b.consumer_id', 'in', ids.slice(i, i + 5000))
      .where('m.period', 'in', months)
      .execute();
    for (const r of rows) out.set(`${r.consumer_id}:${r.period}`, Number(r.id));
  }
  return out;
}

export interface BillState {
  billId: number;
  consumerId: number;
  consumerName: string;
  consumerClass: string;
  billNo: string;
  period: string;
  dueDate: string;
  total: string;
  /** What is still unpaid (the bill's ledger lines); 0 or less when paid. */
  balance: string;
}

/** Standing (Posted) bills by id with what is unpaid on each, paid ones included, in one query per 5,000. */
export async function standingBillsByIds(db: Db, billIds: readonly number[]): Promise<Map<number, BillState>> {
  const out = new Map<number, BillState>();
  const ids = [...new Set(billIds)];
  for (let i = 0; i < ids.length; i += 5000) {
    const part = ids.slice(i, i + 5000);
    const rows = await sql<{
      id: string;
      consumer_id: number;
      consumer_name: string;
      consumer_class: string;
      bill_no: string;
      period: string;
      due_date: string;
      total_amount: string;
      balance: string;
    }>`
      SELECT b.id, b.consumer_id, c.name AS consumer_name, b.consumer_class, b.bill_no, m.period, to_char(b.due_date, 'YYYY-MM-DD') AS due_date,
        b.total_amount::text AS total_amount,
        (SELECT coalesce(sum(l.debit - l.credit), 0) FROM billing_ledger_entries l WHERE l.bill_id = b.id)::text AS balance
      FROM billing_bills b JOIN billing_bill_months m ON m.id = b.bill_month_id
        JOIN billing_consumers c ON c.id = b.consumer_id
      WHERE b.id = ANY(${part}::bigint[]) AND b.status = 'Posted'`.execute(db);
    for (const r of rows.rows)
      out.set(Number(r.id), {
        billId: Number(r.id),
        consumerId: r.consumer_id,
        consumerName: r.consumer_name,
        consumerClass: r.consumer_class,
        billNo: r.bill_no,
        period: r.period,
        dueDate: r.due_date,
        total: r.total_amount,
        balance: r.balance,
      });
  }
  return out;
}

/** Each bill's VAT lines together (read apart: most channel payments are on time and need none). */
export async function billVatTotals(db: Db, billIds: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const ids = [...new Set(billIds)];
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await sql<{ bill_id: string; vat: string }>`
      SELECT x.bill_id, coalesce(sum(x.amount), 0)::text AS vat FROM billing_bill_lines x
      WHERE x.bill_id = ANY(${ids.slice(i, i + 5000)}::bigint[]) AND x.line_kind = 'vat' GROUP BY x.bill_id`.execute(
      db,
    );
    for (const r of rows.rows) out.set(Number(r.bill_id), r.vat);
  }
  return out;
}

/** Each bill's total, its VAT lines' bases (VATable) and amounts (VAT), for the OR's VAT breakdown. */
export async function billVatBases(
  db: Db,
  billIds: readonly number[],
): Promise<Map<number, { total: string; vatable: string; vat: string }>> {
  const out = new Map<number, { total: string; vatable: string; vat: string }>();
  const ids = [...new Set(billIds)];
  if (ids.length === 0) return out;
  const rows = await sql<{ id: string; total: string; vatable: string; vat: string }>`
    SELECT b.id, b.total_amount::text AS total,
      coalesce(sum(x.quantity) FILTER (WHERE x.line_kind = 'vat'), 0)::text AS vatable,
      coalesce(sum(x.amount) FILTER (WHERE x.line_kind = 'vat'), 0)::text AS vat
    FROM billing_bills b LEFT JOIN billing_bill_lines x ON x.bill_id = b.id
    WHERE b.id = ANY(${ids}::bigint[]) GROUP BY b.id`.execute(db);
  for (const r of rows.rows) out.set(Number(r.id), { total: r.total, vatable: r.vatable, vat: r.vat });
  return out;
}
