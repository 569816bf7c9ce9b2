import { exportBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/export-balances';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { balances } from './balance-queries.ts';

export const exportBalances = defineRoute({
  endpoint: exportBalancesEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ query, db }) {
    const r = await balances(db, query);
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    const ws = wb.addWorksheet('Balances', { views: [{ state: 'frozen', ySplit: 3 }] });
    ws.addRow([`Balance monitoring as of ${query.asOf}`]).font = { bold: true, size: 13 };
    ws.addRow([]);
    ws.addRow(['Item code', 'Description', 'Unit', 'Category', 'Location', 'Quantity', 'Average cost', 'Value']).font =
      {
        bold: true,
      };
    for (const b of r.data) {
      ws.addRow([
        ...exportRow([b.itemCode, b.description, b.unitCode, b.categoryName, b.locationName]),
        Number(b.quantity),
        Number(b.unitCost),
        Number(b.value),
      ]);
    }
    ws.addRow(['Total', '', '', '', '', '', '', Number(r.totalValue)]).font = { bold: true };
    [14, 40, 8, 26, 22, 12, 14, 16].forEach((w, i) => (ws.getColumn(i + 1).width = w));
    ws.getColumn(6).numFmt = '#,##0.00';
    ws.getColumn(7).numFmt = '#,##0.0000';
    ws.getColumn(8).numFmt = '#,##0.00';
    const bytes = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    return fileResponse(`BalanceMonitoring-${query.asOf}.xlsx`, XLSX_TYPE, bytes);
  },
});
