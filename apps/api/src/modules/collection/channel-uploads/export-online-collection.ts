// An upload as a real .xlsx: every line with its status, reason and OR, and the remittance
// reconciliation (GET api/v2/fsd/collection/online-collection/export/{id}). SPEC.md names no
// headers: the six columns the channel's file carries are headed with that channel's configured
// column names (for EBS Online 'Account No', 'Bill Month', 'Amount Paid', 'Transaction No', 'Date
// Paid', 'Payer'), so the sheet reads back as the channel's own file; the portal's own columns
// (Row, Consumer, Status, Reason, OR No.) are fixed (decision 059).
import { exportOnlineCollectionEndpoint } from '@ilaw/contracts/collection/channel-uploads/export-online-collection';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { UPLOAD_READERS } from '../access.ts';
import { channelSettings, lineRows, loadUpload, toLine } from './channel-queries.ts';

export const exportOnlineCollection = defineRoute({
  endpoint: exportOnlineCollectionEndpoint,
  access: UPLOAD_READERS,
  async handler({ params, db }) {
    const u = await loadUpload(db, params.id);
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    const ws = wb.addWorksheet('Lines', { views: [{ state: 'frozen', ySplit: 3 }] });
    ws.addRow([`${u.channelName} upload ${u.id}, remittance of ${u.remittanceDate}`]).font = { bold: true, size: 13 };
    ws.addRow([u.fileName ?? '']);
    const [mapping] = await channelSettings(db, u.channel);
    const headers = [
      'Row',
      mapping?.accountColumn ?? 'Account No',
      'Consumer',
      mapping?.periodColumn ?? 'Bill Month',
      mapping?.amountColumn ?? 'Amount Paid',
      mapping?.referenceColumn ?? 'Reference',
      mapping?.paidAtColumn ?? 'Date Paid',
      mapping?.payerColumn ?? 'Payer',
      'Status',
      'Reason',
      'OR No.',
    ];
    ws.addRow(headers).font = { bold: true };
    for (let offset = 0; ; offset += 5000) {
      const rows = await lineRows(db)
        .where('l.upload_id', '=', u.id)
        .orderBy('l.row_no')
        .limit(5000)
        .offset(offset)
        .execute();
      for (const r of rows.map(toLine)) {
        ws.addRow(
          exportRow([
            r.rowNo,
            r.accountNo,
            r.consumerName,
            r.period,
            r.amount === null ? null : Number(r.amount),
            r.reference,
            r.paidOn,
            r.payerName,
            r.status,
            r.reason,
            r.orNumber,
          ]),
        );
      }
      if (rows.length < 5000) break;
    }
    [6, 14, 28, 10, 14, 22, 12, 24, 10, 60, 12].forEach((w, i) => (ws.getColumn(i + 1).width = w));
    ws.getColumn(5).numFmt = '#,##0.00';

    const rec = wb.addWorksheet('Remittance');
    rec.addRow([`${u.channelName} remittance of ${u.remittanceDate}`]).font = { bold: true, size: 13 };
    rec.addRow([]);
    const r = u.remittance;
    const money = (v: string | null) => (v === null ? null : Number(v));
    for (const [label, value] of [
      ['Channel gross', money(r.channelGross)],
      ['Channel fees', money(r.channelFees)],
      ['Expected deposit', money(r.expectedDeposit)],
      ['Bank deposit', money(r.bankDeposit)],
      ['Deposit variance', money(r.depositVariance)],
      ['Lines in the file', money(r.linesTotal)],
      ['Posted to bills', money(r.posted)],
      ['Credited to advance', money(r.advance)],
      ['Held', money(r.held)],
      ['Gross less lines', money(r.grossVariance)],
    ] as const) {
      rec.addRow(exportRow([label, value]));
    }
    rec.getColumn(1).width = 24;
    rec.getColumn(2).width = 16;
    rec.getColumn(2).numFmt = '#,##0.00';
    const bytes = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    return fileResponse(`OnlineCollection-${u.channel}-${u.id}.xlsx`, XLSX_TYPE, bytes);
  },
});
