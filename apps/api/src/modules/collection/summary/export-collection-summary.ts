import { exportCollectionSummaryEndpoint } from '@ilaw/contracts/collection/summary/export-collection-summary';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { SUMMARY_READERS } from '../access.ts';
import { collectionSummary } from './summary-queries.ts';

export const exportCollectionSummary = defineRoute({
  endpoint: exportCollectionSummaryEndpoint,
  access: SUMMARY_READERS,
  async handler({ query, db }) {
    const s = await collectionSummary(db, query);
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    const sheet = (name: string, headers: string[], rows: (string | number)[][], moneyCol: number) => {
      const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 3 }] });
      ws.addRow([`Collection summary ${s.from} to ${s.to}: ${name}`]).font = { bold: true, size: 13 };
      ws.addRow([]);
      ws.addRow(headers).font = { bold: true };
      // Money cells are numbers in the sheet; the decimal strings are exact to the centavo.
      for (const r of rows) ws.addRow(exportRow(r.map((v, i) => (i === moneyCol ? Number(v) : v))));
      headers.forEach((_, i) => {
        ws.getColumn(i + 1).width = i === 0 ? 30 : 16;
        if (i === moneyCol) ws.getColumn(i + 1).numFmt = '#,##0.00';
      });
    };
    sheet(
      'By day',
      ['Date', 'Payments', 'Amount'],
      [...s.byDay.map((d) => [d.date, d.payments, d.amount]), ['Total', s.payments, s.total]],
      2,
    );
    sheet(
      'By branch',
      ['Branch', 'Payments', 'Amount'],
      s.byBranch.map((r) => [r.label, r.payments, r.amount]),
      2,
    );
    sheet(
      'By town',
      ['Town', 'Payments', 'Amount'],
      s.byTown.map((r) => [r.label, r.payments, r.amount]),
      2,
    );
    sheet(
      'By teller',
      ['Teller', 'Payments', 'Amount'],
      s.byTeller.map((r) => [r.label, r.payments, r.amount]),
      2,
    );
    sheet(
      'By channel',
      ['Channel', 'Payments', 'Amount'],
      s.byChannel.map((r) => [r.label, r.payments, r.amount]),
      2,
    );
    sheet(
      'By GL account',
      ['Account', 'Description', 'Amount'],
      s.byGlAccount.map((r) => [r.code, r.description, r.amount]),
      2,
    );
    const bytes = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    return fileResponse(`CollectionSummary-${s.from}-${s.to}.xlsx`, XLSX_TYPE, bytes);
  },
});
