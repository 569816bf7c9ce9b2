// Billing and kWh summaries (with .xlsx exports), total billed and the monthly billed report.
import { billingSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-billing-summary';
import { billingSummaryExportEndpoint } from '@ilaw/contracts/billing/reports/export-billing-summary';
import { kwhSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-kwh-summary';
import { kwhSummaryExportEndpoint } from '@ilaw/contracts/billing/reports/export-kwh-summary';
import { monthlyBilledReportEndpoint } from '@ilaw/contracts/billing/reports/get-monthly-billed-report';
import { totalBilledDetailEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed-detail';
import { totalBilledEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed';
import { Decimal } from 'decimal.js';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { defineRoute, fileResponse } from '../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { XLSX_TYPE } from '../../platform/files/file-store.ts';
import { BILLING_REPORTS, BILLING_VIEW } from './access.ts';

interface SummaryQuery {
  billMonthId: number;
  branchCode?: number | undefined;
  routeId?: number | undefined;
  consumerClass?: string | undefined;
  groupBy: 'branch' | 'route' | 'class';
}
const CLASS_LABEL: Record<string, string> = {
  R: 'Residential',
  C: 'Commercial',
  I: 'Industrial',
  P: 'Public Building',
  S: 'Street Light',
  L: 'Large Load',
};

async function monthPeriod(db: Kysely<Database>, id: number): Promise<string> {
  const m = await db.selectFrom('billing_bill_months').select('period').where('id', '=', id).executeTakeFirst();
  if (!m) throw fieldError('billMonthId', 'The bill month was not found.');
  return m.period;
}

function groupExpr(groupBy: SummaryQuery['groupBy']) {
  if (groupBy === 'branch') return sql<string>`(SELECT br.name FROM branches br WHERE br.code = b.branch_code)`;
  if (groupBy === 'route')
    return sql<string>`coalesce((SELECT br.name || ' / ' || r.code FROM billing_routes r JOIN branches br ON br.code = r.branch_code WHERE r.id = b.route_id), '(no route)')`;
  return sql<string>`b.consumer_class::text`;
}

async function billingSummary(db: Kysely<Database>, q: SummaryQuery) {
  const period = await monthPeriod(db, q.billMonthId);
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
    WHERE b.bill_month_id = ${q.billMonthId} AND b.status = 'Posted'
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
    period,
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

async function kwhSummary(db: Kysely<Database>, q: SummaryQuery) {
  const period = await monthPeriod(db, q.billMonthId);
  const rows = await sql<{ grp: string; bills: number; zero: number; kwh: string }>`
    SELECT ${groupExpr(q.groupBy)} AS grp, count(*)::int AS bills, count(*) FILTER (WHERE b.kwh = 0)::int AS zero, sum(b.kwh)::text AS kwh
    FROM billing_bills b
    WHERE b.bill_month_id = ${q.billMonthId} AND b.status = 'Posted'
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
  return { period, rows: out, totals };
}

async function workbook(
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

function exportName(given: string | undefined, fallback: string): string {
  const base = (given ?? '').replace(/\.xlsx$/i, '').trim() || fallback;
  return `${base}.xlsx`;
}

export const getBillingSummary = defineRoute({
  endpoint: billingSummaryEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    return billingSummary(db, query);
  },
});
export const exportBillingSummary = defineRoute({
  endpoint: billingSummaryExportEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    const s = await billingSummary(db, query);
    const rows = [...s.rows, s.totals].map((r) => [r.group, r.bills, r.kwh, r.charges, r.discounts, r.vat, r.total]);
    const bytes = await workbook(
      `Billing Summary ${s.period} by ${query.groupBy}`,
      ['Group', 'Bills', 'kWh', 'Charges', 'Discounts', 'VAT', 'Total'],
      rows,
      [2, 3, 4, 5, 6],
    );
    return fileResponse(exportName(query.filename, `BillingSummary-${s.period}`), XLSX_TYPE, bytes);
  },
});
export const getKwhSummary = defineRoute({
  endpoint: kwhSummaryEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    return kwhSummary(db, query);
  },
});
export const exportKwhSummary = defineRoute({
  endpoint: kwhSummaryExportEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    const s = await kwhSummary(db, query);
    const rows = [...s.rows, s.totals].map((r) => [r.group, r.bills, r.zeroConsumption, r.kwh, r.averageKwh]);
    const bytes = await workbook(
      `kWh Summary ${s.period} by ${query.groupBy}`,
      ['Group', 'Bills', 'Zero Consumption', 'kWh', 'Average kWh'],
      rows,
      [3, 4],
    );
    return fileResponse(exportName(query.filename, `KwhSummary-${s.period}`), XLSX_TYPE, bytes);
  },
});

const totalsSql = sql`count(b.id)::int AS bills, coalesce(sum(b.kwh), 0)::text AS kwh, coalesce(sum(b.total_amount), 0)::text AS total`;

export const totalBilled = defineRoute({
  endpoint: totalBilledEndpoint,
  access: BILLING_VIEW,
  async handler({ db }) {
    const rows = await sql<{ id: number; period: string; status: string; bills: number; kwh: string; total: string }>`
      SELECT m.id, m.period, m.status, ${totalsSql}
      FROM billing_bill_months m LEFT JOIN billing_bills b ON b.bill_month_id = m.id AND b.status = 'Posted'
      GROUP BY m.id ORDER BY m.period DESC`.execute(db);
    return rows.rows.map((r) => ({
      billMonthId: r.id,
      period: r.period,
      status: r.status,
      bills: Number(r.bills),
      kwh: new Decimal(r.kwh).toFixed(2),
      total: new Decimal(r.total).toFixed(2),
    }));
  },
});

export const totalBilledDetail = defineRoute({
  endpoint: totalBilledDetailEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    const m = await sql<{ id: number; period: string; status: string; bills: number; kwh: string; total: string }>`
      SELECT m.id, m.period, m.status, ${totalsSql}
      FROM billing_bill_months m LEFT JOIN billing_bills b ON b.bill_month_id = m.id AND b.status = 'Posted'
      WHERE m.id = ${params.id} GROUP BY m.id`.execute(db);
    const month = m.rows[0];
    if (!month) throw notFound('The bill month was not found.');
    const rows = await sql<{ branch_code: number; consumer_class: string; bills: number; kwh: string; total: string }>`
      SELECT b.branch_code, b.consumer_class::text AS consumer_class, ${totalsSql}
      FROM billing_bills b WHERE b.bill_month_id = ${params.id} AND b.status = 'Posted'
      GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
    return {
      month: {
        billMonthId: month.id,
        period: month.period,
        status: month.status,
        bills: Number(month.bills),
        kwh: new Decimal(month.kwh).toFixed(2),
        total: new Decimal(month.total).toFixed(2),
      },
      rows: rows.rows.map((r) => ({
        branchCode: r.branch_code,
        consumerClass: r.consumer_class,
        bills: Number(r.bills),
        kwh: new Decimal(r.kwh).toFixed(2),
        total: new Decimal(r.total).toFixed(2),
      })),
    };
  },
});

export const monthlyBilledReport = defineRoute({
  endpoint: monthlyBilledReportEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    const rows = await sql<{ period: string; consumer_class: string; bills: number; kwh: string; total: string }>`
      SELECT m.period, b.consumer_class::text AS consumer_class, ${totalsSql}
      FROM billing_bills b JOIN billing_bill_months m ON m.id = b.bill_month_id
      WHERE b.status = 'Posted' AND m.period LIKE ${`${query.year}-%`}
      GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
    return rows.rows.map((r) => ({
      period: r.period,
      consumerClass: r.consumer_class,
      bills: Number(r.bills),
      kwh: new Decimal(r.kwh).toFixed(2),
      total: new Decimal(r.total).toFixed(2),
    }));
  },
});
