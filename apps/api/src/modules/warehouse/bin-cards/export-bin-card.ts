import { exportBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/export-bin-card';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { binCard } from './bin-card-queries.ts';

const num = (v: string) => Number(v);

export const exportBinCard = defineRoute({
  endpoint: exportBinCardEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ query, db }) {
    const card = await binCard(db, query);
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    const ws = wb.addWorksheet('Bin card', { views: [{ state: 'frozen', ySplit: 6 }] });
    ws.addRow(['BIN CARD']).font = { bold: true, size: 13 };
    ws.addRow(exportRow(['Item code', card.itemCode, 'Description', card.description]));
    ws.addRow(exportRow(['Unit', card.unitCode, 'Location', card.locationName]));
    ws.addRow(exportRow(['Reorder level', card.criticalLevel, 'GL account', card.accountCode]));
    ws.addRow([]);
    ws.addRow([
      'Date',
      'Reference',
      'Particulars',
      'Received',
      'Issued',
      'Unit cost',
      'Amount',
      'Balance',
      'Average cost',
      'Value',
    ]).font = {
      bold: true,
    };
    ws.addRow([
      '',
      'Balance forward',
      '',
      '',
      '',
      '',
      '',
      num(card.opening.quantity),
      num(card.opening.unitCost),
      num(card.opening.value),
    ]);
    for (const l of card.lines) {
      ws.addRow([
        ...exportRow([l.date, l.reference, l.particulars]),
        num(l.received),
        num(l.issued),
        num(l.unitCost),
        num(l.amount),
        num(l.balanceQuantity),
        num(l.balanceUnitCost),
        num(l.balanceValue),
      ]);
    }
    ws.addRow(['', 'Totals', '', num(card.totals.received), num(card.totals.issued)]).font = { bold: true };
    [12, 18, 30, 11, 11, 12, 14, 11, 12, 14].forEach((w, i) => (ws.getColumn(i + 1).width = w));
    for (const c of [4, 5, 8]) ws.getColumn(c).numFmt = '#,##0.00';
    for (const c of [6, 9]) ws.getColumn(c).numFmt = '#,##0.0000';
    for (const c of [7, 10]) ws.getColumn(c).numFmt = '#,##0.00';
    const bytes = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    return fileResponse(
      `BinCard-${card.itemCode}-${card.locationName.replace(/[^A-Za-z0-9]+/g, '')}.xlsx`,
      XLSX_TYPE,
      bytes,
    );
  },
});
