// The title and column header rows the DTR exports start with.
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';

export function header(ws: ExcelJS.Worksheet, title: string, columns: { header: string; width: number }[]) {
  ws.addRow(exportRow([title])).font = { bold: true, size: 13 };
  ws.addRow([]);
  const h = ws.addRow(columns.map((c) => c.header));
  h.font = { bold: true };
  columns.forEach((c, i) => (ws.getColumn(i + 1).width = c.width));
}
