// Reads the filled opening balance template into rows, each checked on its own (format only; the
// import checks employees, leave types and posted balances). Rows keep their spreadsheet line.
import { OPENING_BALANCE_TEMPLATE_SHEET } from '@ilaw/contracts/leave/opening-balances/opening-balance';
import { DAYS_MESSAGE, isDayCount } from '@ilaw/contracts/leave/days';
import { Decimal } from 'decimal.js';
import type ExcelJS from 'exceljs';
import { cellText, readWorkbook } from '../../../platform/files/workbook.ts';
import { badRequest } from '../../../platform/http/errors.ts';

export const MAX_OPENING_ROWS = 10_000;

export type OpeningRow =
  | { line: number; kind: 'blank' }
  | { line: number; kind: 'error'; employeeId: string | null; leaveType: string | null; reason: string }
  | { line: number; kind: 'row'; employeeId: string; leaveType: string; days: string };

const REQUIRED_HEADERS = ['employee id', 'leave type', 'days'] as const;

/** A cell as a day count: numbers keep at most 3 decimals exactly (no float sums happen here). */
function readDays(v: ExcelJS.CellValue): string | undefined {
  const text = cellText(v);
  if (text === null) return undefined;
  // Excel stores 1.25 as the double 1.25; toString gives its shortest exact decimal form.
  const normal = text.replace(/,/g, '');
  if (!isDayCount(normal)) return undefined;
  return new Decimal(normal).toString();
}

export async function readOpeningBalanceRows(bytes: Buffer): Promise<OpeningRow[]> {
  const wb = await readWorkbook(bytes);
  const ws = wb.getWorksheet(OPENING_BALANCE_TEMPLATE_SHEET) ?? wb.worksheets[0];
  if (!ws) throw badRequest('The workbook has no sheets.');
  const col = new Map<string, number>();
  ws.getRow(1).eachCell((cell, n) => {
    const name = cellText(cell.value)?.toLowerCase();
    if (name && !col.has(name)) col.set(name, n);
  });
  for (const h of REQUIRED_HEADERS) {
    if (!col.has(h)) {
      throw badRequest(
        `This is not the opening balance template: the column '${h.replace(/\b\w/g, (c) => c.toUpperCase())}' is missing from the first row of the '${ws.name}' sheet.`,
      );
    }
  }
  if (ws.rowCount - 1 > MAX_OPENING_ROWS)
    throw badRequest(`The file has more than ${MAX_OPENING_ROWS} rows. Split it into smaller files.`);
  const at = (row: ExcelJS.Row, name: string) => row.getCell(col.get(name) ?? 0).value;
  const rows: OpeningRow[] = [];
  for (let line = 2; line <= ws.rowCount; line += 1) {
    const row = ws.getRow(line);
    const employeeId = cellText(at(row, 'employee id'));
    const leaveType = cellText(at(row, 'leave type'));
    const rawDays = at(row, 'days');
    // Rows left as the template gave them (no days) change nothing.
    if (cellText(rawDays) === null) {
      rows.push({ line, kind: 'blank' });
      continue;
    }
    const problems: string[] = [];
    if (!employeeId) problems.push('Employee ID is empty.');
    if (!leaveType) problems.push('Leave Type is empty.');
    const days = readDays(rawDays);
    if (days === undefined) problems.push(`Days '${cellText(rawDays)}': ${DAYS_MESSAGE}`);
    else if (new Decimal(days).gte(1000)) problems.push(`Days '${days}' is not below 1,000.`);
    if (problems.length > 0 || !employeeId || !leaveType || days === undefined) {
      rows.push({ line, kind: 'error', employeeId, leaveType, reason: problems.join(' ') });
      continue;
    }
    rows.push({ line, kind: 'row', employeeId, leaveType, days });
  }
  return rows;
}
