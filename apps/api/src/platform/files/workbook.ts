// Reading uploaded .xlsx workbooks (salary, rate and opening-balance imports): one place that
// opens the bytes and one that turns whatever exceljs made of a cell into plain text.
import ExcelJS from 'exceljs';
import { badRequest } from '../http/errors.ts';

export const NOT_A_WORKBOOK = 'The file could not be read as an Excel workbook (.xlsx).';

/** Opens an uploaded workbook; bytes that are not one answer 400 with one sentence. */
export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; a Node Buffer or Uint8Array is what it reads.
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(NOT_A_WORKBOOK);
  }
  return wb;
}

/**
 * A cell as trimmed text, or null when empty: rich text joined, a formula's result, a hyperlink's
 * text, dates as YYYY-MM-DD, numbers by their shortest exact decimal form; error cells are empty.
 */
export function cellText(v: ExcelJS.CellValue): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('richText' in v) return cellText(v.richText.map((p) => p.text).join(''));
  if ('formula' in v || 'sharedFormula' in v) return cellText((v as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in v) return cellText((v as { text: string }).text);
  return null;
}
