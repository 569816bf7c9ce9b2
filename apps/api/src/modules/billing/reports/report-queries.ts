import { BillStatus, RequestStatus } from '@ilaw/contracts/billing/enums';
import { exportRow } from '@ilaw/contracts/export-cells';
import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { billingSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-billing-summary';
import { CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';

type SummaryQuery = InputOf<typeof billingSummaryEndpoint>['query'];

const CLASS_LABEL: Record<string, string> = Object.fromEntries(
  Object.values(CONSUMER_CLASS).map((c) => [c.value, c.label]),
);

async function monthOf(db: Kysely<Database>, id: number): Promise<{ period: string; closedAt: Date | null }> {
  const m = await db
    .selectFrom('billing_bill_months')
    .select(['period', 'closed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!m) throw fieldError('billMonthId', 'The bill month was not found.');
  return { period: m.period, closedAt: m.closed_at };
}

/**
 * The bills (aliased `b`) that stood when the month was closed: posted by then and neither replaced by a corrected
 * bill nor cancelled by then (docs/decisions/047: a closed month reports its figures as closed,
 * and what adjustments and cancellations changed after closing on a line of its own). Without
 * a closed month, the bills standing now.
 */
export function standingAt(closedMonthId: number | null) {
  if (closedMonthId === null) return sql<boolean>`b.status = ${sql.lit(BillStatus.Posted)}`;
  // Compared in the database (a timestamp parameter would travel as text in the session's zone).
  const at = sql`(SELECT closed_at FROM billing_bill_months WHERE id = ${closedMonthId})`;
  return sql<boolean>`(b.computed_at <= ${at}
    AND NOT EXISTS (SELECT 1 FROM billing_bills n WHERE n.adjusts_bill_id = b.id AND n.computed_at <= ${at})
    AND NOT EXISTS (SELECT 1 FROM billing_cancellations x WHERE x.bill_id = b.id AND x.status = ${sql.lit(RequestStatus.Approved)}
      AND x.decided_at <= ${at}))`;
}

/** Each numeric column of `now` less that of `closed`: what changed after closing. */
function difference<R extends { group: string }>(group: string, now: R, closed: R): R {
  const out: Record<string, unknown> = { group };
  for (const [k, v] of Object.entries(now)) {
    if (k === 'group') continue;
    const c = (closed as Record<string, unknown>)[k];
    out[k] = typeof v === 'number' ? v - Number(c) : new Decimal(String(v)).minus(String(c)).toFixed(2);
  }
  return out as R;
}

function groupExpr(groupBy: SummaryQuery['groupBy']) {
  if (groupBy === 'branch') return sql<string>`(SELECT br.name FROM branches br WHERE br.code = b.branch_code)`;
  if (groupBy === 'route')
    return sql<string>`coalesce((SELECT br.name || ' / ' || r.code FROM billing_routes r JOIN branches br ON br.code = r.branch_code WHERE r.id = b.route_id), '(no route)')`;
  return sql<string>`b.consumer_class::text`;
}

async function billingSummaryAt(db: Kysely<Database>, q: SummaryQuery, asClosed: boolean) {
  const rows = await sql<{
    grp: string;
    bills: number;
    kwh: string;
    charges: string;
    discounts: string;
    vat: string;
    total: string;
  }>`
    SELECT ${groupExpr(q.groupBy)} AS grp, count(*)::int AS bills, sum(b.kwh)::text AS kwh,
      coalesce(sum(l.charges), 0)::text AS charges, coalesce(sum(l.discounts), 0)::text AS discounts, coalesce(sum(l.vat), 0)::text AS vat,
      sum(b.total_amount)::text AS total
    FROM billing_bills b
    LEFT JOIN LATERAL (SELECT sum(amount) FILTER (WHERE line_kind = 'charge') AS charges, sum(amount) FILTER (WHERE line_kind = 'discount') AS discounts,
        sum(amount) FILTER (WHERE line_kind = 'vat') AS vat FROM billing_bill_lines WHERE bill_id = b.id) l ON true
    WHERE b.bill_month_id = ${q.billMonthId} AND ${standingAt(asClosed ? q.billMonthId : null)}
      ${q.branchCode !== undefined ? sql`AND b.branch_code = ${q.branchCode}` : sql``}
      ${q.routeId !== undefined ? sql`AND b.route_id = ${q.routeId}` : sql``}
      ${q.consumerClass ? sql`AND b.consumer_class = ${q.consumerClass}` : sql``}
    GROUP BY 1 ORDER BY 1`.execute(db);
  const out = rows.rows.map((r) => ({
    group: q.groupBy === 'class' ? `${r.grp} - ${CLASS_LABEL[r.grp] ?? r.grp}` : r.grp,
    bills: Number(r.bills),
    kwh: new Decimal(r.kwh).toFixed(2),
    charges: new Decimal(r.charges).toFixed(2),
    discounts: new Decimal(r.discounts).toFixed(2),
    vat: new Decimal(r.vat).toFixed(2),
    total: new Decimal(r.total).toFixed(2),
  }));
  const sum = (k: 'kwh' | 'charges' | 'discounts' | 'vat' | 'total') =>
    out.reduce((s, r) => s.plus(r[k]), new Decimal(0)).toFixed(2);
  return {
    rows: out,
    totals: {
      group: 'Total',
      bills: out.reduce((s, r) => s + r.bills, 0),
      kwh: sum('kwh'),
      charges: sum('charges'),
      discounts: sum('discounts'),
      vat: sum('vat'),
      total: sum('total'),
    },
  };
}

/** A closed month's figures as closed, with what changed after closing and the total now. */
async function asClosed<R extends { group: string }>(
  month: { period: string; closedAt: Date | null },
  at: (closed: boolean) => Promise<{ rows: R[]; totals: R }>,
) {
  const closed = await at(month.closedAt !== null);
  if (month.closedAt === null) {
    return { period: month.period, closedAt: null, ...closed, afterClosing: null, totalNow: null };
  }
  const now = (await at(false)).totals;
  return {
    period: month.period,
    closedAt: month.closedAt.toISOString(),
    rows: closed.rows,
    totals: { ...closed.totals, group: 'Total as closed' },
    afterClosing: difference('After closing', now, closed.totals),
    totalNow: { ...now, group: 'Total now' },
  };
}

export async function billingSummary(db: Kysely<Database>, q: SummaryQuery) {
  return asClosed(await monthOf(db, q.billMonthId), (closed) => billingSummaryAt(db, q, closed));
}

async function kwhSummaryAt(db: Kysely<Database>, q: SummaryQuery, asClosed: boolean) {
  const rows = await sql<{ grp: string; bills: number; zero: number; kwh: string }>`
    SELECT ${groupExpr(q.groupBy)} AS grp, count(*)::int AS bills, count(*) FILTER (WHERE b.kwh = 0)::int AS zero, sum(b.kwh)::text AS kwh
    FROM billing_bills b
    WHERE b.bill_month_id = ${q.billMonthId} AND ${standingAt(asClosed ? q.billMonthId : null)}
      ${q.branchCode !== undefined ? sql`AND b.branch_code = ${q.branchCode}` : sql``}
      ${q.routeId !== undefined ? sql`AND b.route_id = ${q.routeId}` : sql``}
      ${q.consumerClass ? sql`AND b.consumer_class = ${q.consumerClass}` : sql``}
    GROUP BY 1 ORDER BY 1`.execute(db);
  const toRow = (group: string, bills: number, zero: number, kwh: Decimal) => ({
    group,
    bills,
    zeroConsumption: zero,
    kwh: kwh.toFixed(2),
    averageKwh: bills === 0 ? '0.00' : kwh.div(bills).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
  });
  const out = rows.rows.map((r) =>
    toRow(
      q.groupBy === 'class' ? `${r.grp} - ${CLASS_LABEL[r.grp] ?? r.grp}` : r.grp,
      Number(r.bills),
      Number(r.zero),
      new Decimal(r.kwh),
    ),
  );
  const totals = toRow(
    'Total',
    out.reduce((s, r) => s + r.bills, 0),
    out.reduce((s, r) => s + r.zeroConsumption, 0),
    out.reduce((s, r) => s.plus(r.kwh), new Decimal(0)),
  );
  return { rows: out, totals };
}

export async function kwhSummary(db: Kysely<Database>, q: SummaryQuery) {
  return asClosed(await monthOf(db, q.billMonthId), (closed) => kwhSummaryAt(db, q, closed));
}

export async function workbook(
  title: string,
  headers: string[],
  rows: (string | number)[][],
  moneyCols: number[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ilaw';
  const ws = wb.addWorksheet('Summary', { views: [{ state: 'frozen', ySplit: 3 }] });
  ws.addRow([title]).font = { bold: true, size: 13 };
  ws.addRow([]);
  ws.addRow(headers).font = { bold: true };
  for (const r of rows) {
    // Decimal strings become numbers only for the spreadsheet cell; the text is exact to 2 places.
    ws.addRow(exportRow(r.map((v, i) => (moneyCols.includes(i) ? Number(v) : v))));
  }
  ws.lastRow!.font = { bold: true };
  headers.forEach((_, i) => {
    ws.getColumn(i + 1).width = i === 0 ? 32 : 16;
    if (moneyCols.includes(i)) ws.getColumn(i + 1).numFmt = '#,##0.00';
  });
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

export function exportName(given: string | undefined, fallback: string): string {
  const base = (given ?? '').replace(/\.xlsx$/i, '').trim() || fallback;
  return `${base}.xlsx`;
}

export const totalsSql = sql`count(b.id)::int AS bills, coalesce(sum(b.kwh), 0)::text AS kwh, coalesce(sum(b.total_amount), 0)::text AS total`;
