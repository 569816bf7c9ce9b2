// Reads the filled salary template into rows, checking each one on its own (format only; the
// import checks employees and recorded salaries). Every row keeps its spreadsheet line number.
import { SALARY_TYPE } from '@ilaw/contracts/enums';
import { SALARY_TEMPLATE_SHEET } from '@ilaw/contracts/hr/salaries/salary-import';
import { isValidIsoDate } from '@ilaw/contracts/hr/fields';
import { Decimal } from 'decimal.js';
import type ExcelJS from 'exceljs';
import { readWorkbook } from '../../../platform/files/workbook.ts';
import { badRequest } from '../../../platform/http/errors.ts';

export const MAX_IMPORT_ROWS = 5000;

export type SalaryRow =
  | { line: number; kind: 'blank' }
  | { line: number; kind: 'error'; employeeId: string | null; reason: string }
  | {
      line: number;
      kind: 'row';
      employeeId: string;
      salaryType: number;
      amount: string;
      effectiveDate: string;
      remarks: string | null;
    };

const REQUIRED_HEADERS = ['employee id', 'salary type', 'amount', 'effective date'] as const;

/** A cell's value as text, whatever exceljs made of it (rich text, formula result, hyperlink). */
function cellValue(v: ExcelJS.CellValue): string | number | Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') {
    if ('richText' in v) return cellValue(v.richText.map((p) => p.text).join(''));
    if ('result' in v) return cellValue((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in v) return cellValue((v as { text: string }).text);
    if ('error' in v) return null;
  }
  return null;
}

function toText(v: string | number | Date | null): string | null {
  if (v === null) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

function readType(v: string | number | Date | null): number | undefined {
  if (v === null) return undefined;
  const t = String(v).trim().toLowerCase();
  for (const entry of Object.values(SALARY_TYPE)) {
    if (t === entry.label.toLowerCase() || t === String(entry.value)) return entry.value;
  }
  return undefined;
}

function readAmount(v: string | number | Date | null): string | undefined {
  if (v === null || v instanceof Date) return undefined;
  const text = String(v).trim().replace(/,/g, '').replace(/^₱\s*/, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const d = new Decimal(text);
  if (d.lte(0) || d.decimalPlaces() > 2 || d.gte(1e10)) return undefined;
  return d.toFixed(2);
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
function readDate(v: string | number | Date | null): string | undefined {
  if (v === null) return undefined;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.toISOString().slice(0, 10);
  if (typeof v === 'number') {
    // An Excel day number that was not formatted as a date.
    if (!Number.isInteger(v) || v < 1 || v > 2958465) return undefined;
    return new Date(EXCEL_EPOCH + v * 86_400_000).toISOString().slice(0, 10);
  }
  const s = v.trim();
  if (isValidIsoDate(s)) return s;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (us) {
    const iso = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
    return isValidIsoDate(iso) ? iso : undefined;
  }
  return undefined;
}

export async function readSalaryRows(bytes: Buffer): Promise<SalaryRow[]> {
  const wb = await readWorkbook(bytes);
  const ws = wb.getWorksheet(SALARY_TEMPLATE_SHEET) ?? wb.worksheets[0];
  if (!ws) throw badRequest('The workbook has no sheets.');
  const header = ws.getRow(1);
  const col = new Map<string, number>();
  header.eachCell((cell, n) => {
    const name = toText(cellValue(cell.value))?.toLowerCase();
    if (name && !col.has(name)) col.set(name, n);
  });
  for (const h of REQUIRED_HEADERS) {
    if (!col.has(h)) {
      throw badRequest(
        `This is not the salary template: the column '${h.replace(/\b\w/g, (c) => c.toUpperCase())}' is missing from the first row of the '${ws.name}' sheet.`,
      );
    }
  }
  if (ws.rowCount - 1 > MAX_IMPORT_ROWS)
    throw badRequest(`The file has more than ${MAX_IMPORT_ROWS} rows. Split it into smaller files.`);
  const at = (row: ExcelJS.Row, name: string) => {
    const n = col.get(name);
    return n === undefined ? null : cellValue(row.getCell(n).value);
  };
  const rows: SalaryRow[] = [];
  for (let line = 2; line <= ws.rowCount; line += 1) {
    const row = ws.getRow(line);
    const employeeId = toText(at(row, 'employee id'));
    const rawType = at(row, 'salary type');
    const rawAmount = at(row, 'amount');
    const rawDate = at(row, 'effective date');
    const remarks = toText(at(row, 'remarks'));
    // Rows left as the template gave them (or empty) change nothing.
    if (rawAmount === null && rawDate === null) {
      rows.push({ line, kind: 'blank' });
      continue;
    }
    const problems: string[] = [];
    if (!employeeId) problems.push('Employee ID is empty.');
    const salaryType = readType(rawType);
    if (salaryType === undefined)
      problems.push(
        rawType === null ? 'Salary Type is empty.' : `Salary Type '${toText(rawType)}' is not Monthly or Daily.`,
      );
    const amount = readAmount(rawAmount);
    if (amount === undefined) {
      problems.push(
        rawAmount === null
          ? 'Amount is empty.'
          : `Amount '${toText(rawAmount)}' is not an amount greater than zero with at most 2 decimal places.`,
      );
    }
    const effectiveDate = readDate(rawDate);
    if (effectiveDate === undefined) {
      problems.push(
        rawDate === null
          ? 'Effective Date is empty.'
          : `Effective Date '${toText(rawDate)}' is not a valid date (use YYYY-MM-DD).`,
      );
    }
    if (remarks && remarks.length > 200) problems.push('Remarks are longer than 200 characters.');
    if (problems.length > 0 || !employeeId || salaryType === undefined || !amount || !effectiveDate) {
      rows.push({ line, kind: 'error', employeeId, reason: problems.join(' ') });
      continue;
    }
    rows.push({ line, kind: 'row', employeeId, salaryType, amount, effectiveDate, remarks });
  }
  return rows;
}
