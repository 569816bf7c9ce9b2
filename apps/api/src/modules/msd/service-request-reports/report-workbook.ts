// The reports' workbooks: a title row, the filters, a bold header and the rows (text through
// exportRow, so nothing typed by a user is read as a formula).
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';

export function reportWorkbook() {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ilaw';
  return {
    sheet(name: string, title: string, headers: string[], rows: (string | number | null)[][], widths: number[] = []) {
      const ws = wb.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 3 }] });
      ws.addRow([title]).font = { bold: true, size: 13 };
      ws.addRow([]);
      ws.addRow(headers).font = { bold: true };
      for (const r of rows) ws.addRow(exportRow(r.map((v) => v ?? '')));
      headers.forEach((_, i) => (ws.getColumn(i + 1).width = widths[i] ?? (i === 0 ? 28 : 14)));
      return ws;
    },
    async bytes(): Promise<Buffer> {
      return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    },
  };
}
