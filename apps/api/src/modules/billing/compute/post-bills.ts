// Posting computed bills set-based: one multi-row insert per batch for bills, lines and ledger
// entries, bill numbers allocated as a block per branch and bill month (gapless, see
// docs/decisions/045).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import type { ComputedBill } from './bill-computation.ts';

export interface BillToPost {
  consumerId: number;
  branchCode: number;
  routeId: number | null;
  consumerClass: string;
  readingId: number | null;
  previousReading: string;
  presentReading: string;
  multiplier: string;
  demandKw: string | null;
  computed: ComputedBill;
  kind?: 'Regular' | 'Corrected';
  adjustsBillId?: number | null;
}

export function billSeriesScope(branchCode: number, period: string): string {
  return `${String(branchCode).padStart(2, '0')}-${period.replace('-', '')}`;
}

/** Allocates `count` consecutive numbers of a series in one statement; returns the first. */
export async function allocateBlock(
  trx: Transaction<Database>,
  series: string,
  scope: string,
  count: number,
): Promise<number> {
  const row = await sql<{ last_value: number }>`
    INSERT INTO document_series (series, scope, last_value) VALUES (${series}, ${scope}, ${count})
    ON CONFLICT (series, scope) DO UPDATE SET last_value = document_series.last_value + ${count}
    RETURNING last_value`.execute(trx);
  const last = Number(row.rows[0]?.last_value);
  return last - count + 1;
}

/** Posts bills (with lines and ledger entries). Answers the new ids by consumer. */
export async function postBills(
  trx: Transaction<Database>,
  month: { id: number; period: string; dueDate: string },
  bills: BillToPost[],
  meta: {
    userId: number | null;
    jobId: string | null;
    ledgerKind?: 'Bill' | 'AdjustmentCorrection';
    reason?: string | null;
  },
): Promise<Map<number, { id: number; billNo: string }>> {
  const out = new Map<number, { id: number; billNo: string }>();
  if (bills.length === 0) return out;
  const byBranch = new Map<number, BillToPost[]>();
  for (const b of bills) byBranch.set(b.branchCode, [...(byBranch.get(b.branchCode) ?? []), b]);
  const rows: Record<string, unknown>[] = [];
  for (const [branch, list] of byBranch) {
    const scope = billSeriesScope(branch, month.period);
    let next = await allocateBlock(trx, 'BILL', scope, list.length);
    for (const b of list) {
      rows.push({
        bill_no: `${scope}-${String(next++).padStart(6, '0')}`,
        consumer_id: b.consumerId,
        branch_code: b.branchCode,
        route_id: b.routeId,
        consumer_class: b.consumerClass,
        reading_id: b.readingId,
        previous_reading: b.previousReading,
        present_reading: b.presentReading,
        multiplier: b.multiplier,
        kwh: b.computed.kwh,
        demand_kw: b.demandKw,
        total_amount: b.computed.total,
        kind: b.kind ?? 'Regular',
        adjusts_bill_id: b.adjustsBillId ?? null,
      });
    }
  }
  const inserted = await sql<{ id: number; consumer_id: number; bill_no: string; total_amount: string }>`
    INSERT INTO billing_bills (bill_no, consumer_id, bill_month_id, branch_code, route_id, consumer_class, reading_id,
      previous_reading, present_reading, multiplier, kwh, demand_kw, total_amount, due_date, kind, adjusts_bill_id, job_id, computed_by)
    SELECT x.bill_no, x.consumer_id, ${month.id}, x.branch_code, x.route_id, x.consumer_class, x.reading_id,
      x.previous_reading, x.present_reading, x.multiplier, x.kwh, x.demand_kw, x.total_amount, ${month.dueDate}::date,
      x.kind, x.adjusts_bill_id, ${meta.jobId}::uuid, ${meta.userId}::int
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(bill_no text, consumer_id int, branch_code int, route_id int,
      consumer_class text, reading_id bigint, previous_reading numeric, present_reading numeric, multiplier numeric, kwh numeric,
      demand_kw numeric, total_amount numeric, kind text, adjusts_bill_id bigint)
    RETURNING id, consumer_id, bill_no, total_amount`.execute(trx);
  if (inserted.rows.length !== bills.length) {
    // The unique index found a standing bill: something posted concurrently. Roll the batch back.
    throw new Error(
      'A bill for one of these consumers and this month was posted meanwhile; the batch was rolled back.',
    );
  }
  const byConsumer = new Map(bills.map((b) => [b.consumerId, b]));
  const lines: Record<string, unknown>[] = [];
  for (const r of inserted.rows) {
    out.set(Number(r.consumer_id), { id: Number(r.id), billNo: r.bill_no });
    for (const l of byConsumer.get(Number(r.consumer_id))!.computed.lines) {
      lines.push({
        b: Number(r.id),
        s: l.seq,
        c: l.code,
        d: l.description,
        k: l.kind,
        q: l.quantity,
        r: l.rate,
        a: l.amount,
      });
    }
  }
  await sql`
    INSERT INTO billing_bill_lines (bill_id, seq, code, description, line_kind, quantity, rate, amount)
    SELECT x.b, x.s, x.c, x.d, x.k, x.q, x.r, x.a
    FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS x(b bigint, s int, c text, d text, k text, q numeric, r numeric, a numeric)`.execute(
    trx,
  );
  await sql`
    INSERT INTO billing_ledger_entries (consumer_id, bill_month_id, bill_id, entry_date, kind, reference, debit, reason, created_by)
    SELECT b.consumer_id, b.bill_month_id, b.id, ${manilaToday()}::date, ${meta.ledgerKind ?? 'Bill'}, b.bill_no, b.total_amount,
      ${meta.reason ?? null}::text, ${meta.userId}::int
    FROM billing_bills b WHERE b.id = ANY(${sql.raw(`'{${inserted.rows.map((r) => Number(r.id)).join(',')}}'`)}::bigint[])
    ORDER BY b.id`.execute(trx);
  return out;
}
