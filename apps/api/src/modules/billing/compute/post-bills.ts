import { BillKind, LedgerKind } from '@ilaw/contracts/billing/enums';
// Posting computed bills set-based: one multi-row insert per slice for bills, lines and ledger
// entries (rows sent as column arrays for unnest()), bill numbers allocated through the platform's
// document numbering as a block per branch and bill month (gapless, docs/decisions/040; speed,
// docs/decisions/044; one numbering mechanism, docs/decisions/009).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { nextDocumentNumbers } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import type { ComputedBill } from './bill-computation.ts';
import { runBillsPostedHooks } from '../ledger/bills-posted.ts';

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
  kind?: BillKind;
  adjustsBillId?: number | null;
}

export function billSeriesScope(branchCode: number, period: string): string {
  return `${String(branchCode).padStart(2, '0')}-${period.replace('-', '')}`;
}

/** Posts bills (with lines and ledger entries). Answers the new ids by consumer. */
export async function postBills(
  trx: Transaction<Database>,
  month: { id: number; period: string; dueDate: string },
  bills: BillToPost[],
  meta: {
    userId: number | null;
    jobId: string | null;
    ledgerKind?: typeof LedgerKind.Bill | typeof LedgerKind.AdjustmentCorrection;
    reason?: string | null;
  },
): Promise<Map<number, { id: number; billNo: string }>> {
  const out = new Map<number, { id: number; billNo: string }>();
  if (bills.length === 0) return out;
  const byBranch = new Map<number, BillToPost[]>();
  for (const b of bills) {
    const list = byBranch.get(b.branchCode);
    if (list) list.push(b);
    else byBranch.set(b.branchCode, [b]);
  }
  // Column arrays, one element per bill: unnest() parses them far faster than a JSON document.
  const col = {
    billNo: [] as string[],
    consumer: [] as number[],
    branch: [] as number[],
    route: [] as (number | null)[],
    cls: [] as string[],
    reading: [] as (number | null)[],
    previous: [] as string[],
    present: [] as string[],
    multiplier: [] as string[],
    kwh: [] as string[],
    demand: [] as (string | null)[],
    total: [] as string[],
    kind: [] as string[],
    adjusts: [] as (number | null)[],
  };
  for (const [branch, list] of byBranch) {
    const scope = billSeriesScope(branch, month.period);
    let next = await nextDocumentNumbers(trx, 'BILL', scope, list.length);
    for (const b of list) {
      col.billNo.push(`${scope}-${String(next++).padStart(6, '0')}`);
      col.consumer.push(b.consumerId);
      col.branch.push(b.branchCode);
      col.route.push(b.routeId);
      col.cls.push(b.consumerClass);
      col.reading.push(b.readingId);
      col.previous.push(b.previousReading);
      col.present.push(b.presentReading);
      col.multiplier.push(b.multiplier);
      col.kwh.push(b.computed.kwh);
      col.demand.push(b.demandKw);
      col.total.push(b.computed.total);
      col.kind.push(b.kind ?? BillKind.Regular);
      col.adjusts.push(b.adjustsBillId ?? null);
    }
  }
  const inserted = await sql<{ id: number; consumer_id: number; bill_no: string; total_amount: string }>`
    INSERT INTO billing_bills (bill_no, consumer_id, bill_month_id, branch_code, route_id, consumer_class, reading_id,
      previous_reading, present_reading, multiplier, kwh, demand_kw, total_amount, due_date, kind, adjusts_bill_id, job_id, computed_by)
    SELECT x.bill_no, x.consumer_id, ${month.id}, x.branch_code, x.route_id, x.consumer_class, x.reading_id,
      x.previous_reading, x.present_reading, x.multiplier, x.kwh, x.demand_kw, x.total_amount, ${month.dueDate}::date,
      x.kind, x.adjusts_bill_id, ${meta.jobId}::uuid, ${meta.userId}::int
    FROM unnest(${col.billNo}::text[], ${col.consumer}::int[], ${col.branch}::int[], ${col.route}::int[], ${col.cls}::text[],
      ${col.reading}::bigint[], ${col.previous}::numeric[], ${col.present}::numeric[], ${col.multiplier}::numeric[],
      ${col.kwh}::numeric[], ${col.demand}::numeric[], ${col.total}::numeric[], ${col.kind}::text[], ${col.adjusts}::bigint[])
      AS x(bill_no, consumer_id, branch_code, route_id, consumer_class, reading_id, previous_reading, present_reading,
        multiplier, kwh, demand_kw, total_amount, kind, adjusts_bill_id)
    RETURNING id, consumer_id, bill_no, total_amount`.execute(trx);
  if (inserted.rows.length !== bills.length) {
    // The unique index found a standing bill: something posted concurrently. Roll the batch back.
    throw new Error(
      'A bill for one of these consumers and this month was posted meanwhile; the batch was rolled back.',
    );
  }
  const byConsumer = new Map(bills.map((b) => [b.consumerId, b]));
  // Lines as column arrays; code, description and kind repeat on every bill, so they travel once
  // per batch as a small dictionary and each line carries its index into it.
  const dict = new Map<string, number>();
  const dictCode: string[] = [];
  const dictDescription: string[] = [];
  const dictKind: string[] = [];
  const dictUnit: string[] = [];
  const line = {
    bill: [] as number[],
    seq: [] as number[],
    entry: [] as number[],
    quantity: [] as (string | null)[],
    rate: [] as (string | null)[],
    amount: [] as string[],
  };
  for (const r of inserted.rows) {
    out.set(Number(r.consumer_id), { id: Number(r.id), billNo: r.bill_no });
    for (const l of byConsumer.get(Number(r.consumer_id))!.computed.lines) {
      const key = `${l.code}\u0000${l.description}\u0000${l.kind}\u0000${l.unit}`;
      let entry = dict.get(key);
      if (entry === undefined) {
        entry = dictCode.length + 1;
        dict.set(key, entry);
        dictCode.push(l.code);
        dictDescription.push(l.description);
        dictKind.push(l.kind);
        dictUnit.push(l.unit);
      }
      line.bill.push(Number(r.id));
      line.seq.push(l.seq);
      line.entry.push(entry);
      line.quantity.push(l.quantity);
      line.rate.push(l.rate);
      line.amount.push(l.amount);
    }
  }
  await sql`
    INSERT INTO billing_bill_lines (bill_id, seq, code, description, line_kind, quantity, rate, amount, rate_unit)
    SELECT x.b, x.s, d.code, d.description, d.kind, x.q, x.r, x.a, d.unit
    FROM unnest(${line.bill}::bigint[], ${line.seq}::int[], ${line.entry}::int[], ${line.quantity}::numeric[],
      ${line.rate}::numeric[], ${line.amount}::numeric[]) AS x(b, s, e, q, r, a)
    JOIN unnest(${dictCode}::text[], ${dictDescription}::text[], ${dictKind}::text[], ${dictUnit}::text[])
      WITH ORDINALITY AS d(code, description, kind, unit, e) ON d.e = x.e`.execute(trx);
  await sql`
    INSERT INTO billing_ledger_entries (consumer_id, bill_month_id, bill_id, entry_date, kind, reference, debit, reason, created_by)
    SELECT b.consumer_id, b.bill_month_id, b.id, ${manilaToday()}::date, ${meta.ledgerKind ?? LedgerKind.Bill}, b.bill_no, b.total_amount,
      ${meta.reason ?? null}::text, ${meta.userId}::int
    FROM billing_bills b WHERE b.id = ANY(${sql.raw(`'{${inserted.rows.map((r) => Number(r.id)).join(',')}}'`)}::bigint[])
    ORDER BY b.id`.execute(trx);
  await runBillsPostedHooks(trx, {
    bills: inserted.rows.map((r) => ({ billId: Number(r.id), consumerId: Number(r.consumer_id) })),
    entryDate: manilaToday(),
    userId: meta.userId,
  });
  return out;
}
