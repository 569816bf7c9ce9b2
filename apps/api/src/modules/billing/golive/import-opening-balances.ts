// Go-live: each consumer's arrears at the cut-off (docs/decisions/019), one row per bill month of
// the old system, posted as that month's bill with its amount, surcharge and VAT as lines and its
// ledger entry, so the ledger, EBS Arrears and the teller's window see it like any unpaid bill. The
// old system's months the portal lacks are created Closed (the portal never computes them).
import { BillMonthStatus, BillStatus, LedgerKind } from '@ilaw/contracts/billing/enums';
import type { OpeningBalanceImportRow } from '@ilaw/contracts/golive/golive-imports';
import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { BatchRecord } from '../../../platform/imports/import-batches.ts';
import {
  recordBatchRecords,
  type ImportFile,
  type ImportOutcome,
  type ValidRow,
} from '../../../platform/imports/import-pipeline.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import type { BillLine } from '../compute/bill-computation.ts';
import { postBills, type BillToPost } from '../compute/post-bills.ts';

export const OPENING_BALANCE_REASON = 'Opening balance from the old system';
const SLICE = 20_000;

function lastDayOf(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export async function postOpeningBalanceImport(
  trx: Transaction<Database>,
  rows: ValidRow<OpeningBalanceImportRow>[],
  out: ImportOutcome,
  file: ImportFile,
  userId: number | null,
): Promise<Record<string, unknown>> {
  const accounts = [...new Set(rows.map((r) => r.value.accountNo))];
  const consumers = new Map<
    string,
    { id: number; branch_code: number; route_id: number | null; consumer_class: string }
  >();
  for (let i = 0; i < accounts.length; i += SLICE) {
    const found = await sql<{
      id: number;
      account_no: string;
      branch_code: number;
      route_id: number | null;
      consumer_class: string;
    }>`SELECT id, account_no, branch_code, route_id, consumer_class FROM billing_consumers
      WHERE account_no = ANY(${accounts.slice(i, i + SLICE)}::text[])`.execute(trx);
    for (const c of found.rows) consumers.set(c.account_no, c);
  }
  const periods = [...new Set(rows.map((r) => r.value.period))];
  const months = new Map<string, { id: number; status: string; due_date: string }>();
  const known = await trx
    .selectFrom('billing_bill_months')
    .select(['id', 'period', 'status', 'due_date'])
    .where('period', 'in', periods)
    .execute();
  for (const m of known) months.set(m.period, m);

  // Standing bills of these consumers in these months: the same amount again is unchanged.
  const standing = new Map<string, string>();
  const ids = [...consumers.values()].map((c) => c.id);
  const monthIds = known.map((m) => m.id);
  if (ids.length > 0 && monthIds.length > 0) {
    const found = await sql<{ consumer_id: number; bill_month_id: number; total_amount: string }>`
      SELECT consumer_id, bill_month_id, total_amount::text AS total_amount FROM billing_bills
      WHERE status = ${BillStatus.Posted} AND consumer_id = ANY(${ids}::int[]) AND bill_month_id = ANY(${monthIds}::int[])`.execute(
      trx,
    );
    for (const b of found.rows) standing.set(`${b.consumer_id}|${b.bill_month_id}`, b.total_amount);
  }

  const seen = new Map<string, number>();
  const byPeriod = new Map<string, { row: number; bill: BillToPost }[]>();
  for (const { row, value: v } of rows) {
    const key = `${v.accountNo}|${v.period}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      out.fail(row, 'Bill Month', `Row ${earlier} already has this account's ${v.period} balance.`, v.period);
      continue;
    }
    seen.set(key, row);
    const c = consumers.get(v.accountNo);
    if (!c) {
      out.fail(row, 'Account No', `No consumer has the account number '${v.accountNo}'.`, v.accountNo);
      continue;
    }
    const total = new Decimal(v.amount).plus(v.surcharge).plus(v.vat).toFixed(2);
    const month = months.get(v.period);
    if (month) {
      const there = standing.get(`${c.id}|${month.id}`);
      if (there !== undefined) {
        if (new Decimal(there).eq(total)) out.unchanged(row);
        else out.fail(row, 'Bill Month', `This consumer already has a bill for ${v.period} in the portal.`, v.period);
        continue;
      }
      if (month.status === BillMonthStatus.Open) {
        out.fail(
          row,
          'Bill Month',
          `Bill month ${v.period} is open in the portal; opening balances are for months the old system billed.`,
          v.period,
        );
        continue;
      }
    }
    const lines: BillLine[] = [
      {
        seq: 1,
        code: 'ARREARS',
        description: 'Arrears (old system)',
        kind: 'charge',
        quantity: null,
        rate: null,
        unit: 'customer',
        amount: v.amount,
      },
    ];
    if (new Decimal(v.surcharge).gt(0)) {
      lines.push({
        seq: 2,
        code: 'SURCHARGE',
        description: 'Surcharge (old system)',
        kind: 'charge',
        quantity: null,
        rate: null,
        unit: 'customer',
        amount: v.surcharge,
      });
    }
    if (new Decimal(v.vat).gt(0)) {
      lines.push({
        seq: 3,
        code: 'VAT',
        description: 'VAT (old system)',
        kind: 'vat',
        quantity: null,
        rate: null,
        unit: 'percent',
        amount: v.vat,
      });
    }
    const list = byPeriod.get(v.period) ?? [];
    list.push({
      row,
      bill: {
        consumerId: c.id,
        branchCode: c.branch_code,
        routeId: c.route_id,
        consumerClass: c.consumer_class.trim(),
        readingId: null,
        previousReading: '0',
        presentReading: '0',
        multiplier: '1',
        demandKw: null,
        computed: { kwh: '0', lines, total },
      },
    });
    byPeriod.set(v.period, list);
  }

  const monthsCreated: string[] = [];
  for (const [period, list] of [...byPeriod].sort(([a], [b]) => a.localeCompare(b))) {
    let month = months.get(period);
    if (!month) {
      const day = lastDayOf(period);
      const made = await trx
        .insertInto('billing_bill_months')
        .values({
          period,
          reading_date: day,
          due_date: day,
          status: BillMonthStatus.Closed,
          closed_at: new Date(),
          closed_by: userId,
        })
        .returning(['id', 'status', 'due_date'])
        .executeTakeFirstOrThrow();
      month = made;
      months.set(period, made);
      monthsCreated.push(period);
    }
    for (let i = 0; i < list.length; i += SLICE) {
      const slice = list.slice(i, i + SLICE);
      const posted = await postBills(
        trx,
        { id: month.id, period, dueDate: month.due_date },
        slice.map((s) => s.bill),
        { userId, jobId: null, reason: OPENING_BALANCE_REASON },
      );
      await recordBatchRecords(
        trx,
        file.batchId,
        [...posted.values()].map((p) => p.id),
      );
      for (const s of slice) out.posted(s.row);
    }
  }
  return { billMonthsCreated: monthsCreated };
}

/**
 * Cancels a batch's opening bills, each with a Cancellation line on the ledger, while none has been
 * paid (an applied advance is a ledger payment too), adjusted or cancelled since.
 */
export async function undoOpeningBalanceImport(
  trx: Transaction<Database>,
  records: BatchRecord[],
  userId: number | null,
): Promise<void> {
  const ids = records.map((r) => r.recordId);
  if (ids.length === 0) return;
  const touched = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM billing_bills b
    WHERE b.id = ANY(${ids}::bigint[]) AND (b.status <> ${BillStatus.Posted}
      OR EXISTS (SELECT 1 FROM billing_ledger_entries e WHERE e.bill_id = b.id AND e.kind <> ${LedgerKind.Bill}))`.execute(
    trx,
  );
  if ((touched.rows[0]?.n ?? 0) > 0) {
    throw conflict(
      'These opening balances cannot be undone: some have been paid (at the window or from an advance), adjusted or cancelled since.',
    );
  }
  await sql`UPDATE billing_bills SET status = ${BillStatus.Cancelled} WHERE id = ANY(${ids}::bigint[])`.execute(trx);
  await sql`
    INSERT INTO billing_ledger_entries (consumer_id, bill_month_id, bill_id, entry_date, kind, reference, credit, reason, created_by)
    SELECT b.consumer_id, b.bill_month_id, b.id, ${manilaToday()}::date, ${LedgerKind.Cancellation}, b.bill_no, b.total_amount,
      'Opening balance import undone', ${userId}::int
    FROM billing_bills b WHERE b.id = ANY(${ids}::bigint[]) ORDER BY b.id`.execute(trx);
}
