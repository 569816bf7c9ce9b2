// The summary as a workbook: one sheet per grouping, as the screen shows it.
import { BRANCH_CODE } from '@ilaw/contracts/billing/enums';
import { exportDisconnectionSummaryEndpoint } from '@ilaw/contracts/billing/disconnections/export-disconnection-summary';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { DISCONNECTION_VIEW } from '../access.ts';
import { RANGE_MESSAGE } from './get-disconnection-summary.ts';
import { disconnectionSummary } from './summary-queries.ts';

const branchName = (code: string) =>
  Object.values(BRANCH_CODE).find((b) => String(b.value) === code)?.label ?? `Branch ${code}`;

export const exportDisconnectionSummary = defineRoute({
  endpoint: exportDisconnectionSummaryEndpoint,
  access: DISCONNECTION_VIEW,
  async handler({ query, db }) {
    if (query.to < query.from) throw fieldError('to', RANGE_MESSAGE);
    const s = await disconnectionSummary(db, query);
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    const sheet = (name: string, headers: string[], rows: (string | number)[][], moneyCol = -1) => {
      const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 3 }] });
      ws.addRow([`Disconnection summary ${s.from} to ${s.to}: ${name}`]).font = { bold: true, size: 13 };
      ws.addRow([]);
      ws.addRow(headers).font = { bold: true };
      for (const r of rows) ws.addRow(exportRow(r.map((v, i) => (i === moneyCol ? Number(v) : v))));
      headers.forEach((_, i) => {
        ws.getColumn(i + 1).width = i === 0 ? 24 : 16;
        if (i === moneyCol) ws.getColumn(i + 1).numFmt = '#,##0.00';
      });
    };
    sheet(
      'By day',
      ['Date', 'Orders', 'Disconnections', 'Reconnections', 'Executed'],
      s.byDay.map((d) => [d.key, d.orders, d.disconnections, d.reconnections, d.executed]),
    );
    sheet(
      'By crew',
      ['Crew', 'Orders', 'Executed'],
      s.byCrew.map((r) => [r.key, r.orders, r.executed]),
    );
    sheet(
      'By branch',
      ['Branch', 'Orders', 'Executed', 'Arrears'],
      s.byBranch.map((r) => [branchName(r.key), r.orders, r.executed, r.arrears]),
      3,
    );
    sheet(
      'By status',
      ['Kind', 'Status', 'Orders'],
      s.byStatus.map((r) => [r.kind, r.status, r.orders]),
    );
    sheet(
      'Totals',
      ['Notices printed', 'Notices served', 'Disconnections', 'Reconnections', 'Executed'],
      [[s.totals.notices, s.totals.served, s.totals.disconnections, s.totals.reconnections, s.totals.executed]],
    );
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    return fileResponse(`Disconnection summary ${s.from} to ${s.to}.xlsx`, XLSX_TYPE, bytes);
  },
});
