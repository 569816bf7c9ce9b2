// Reads an uploaded import file (.xlsx through the bounded workbook reader, or CSV text) into
// rows of cell text keyed by the import's columns. Every row keeps its spreadsheet row number.
import type { ImportCells, ImportSpec } from '@ilaw/contracts/platform/imports';
import { cellText, readWorkbook } from '../files/workbook.ts';
import { decodeText, parseCsv } from '../files/csv.ts';
import { badRequest } from '../http/errors.ts';

export interface FileRow {
  row: number;
  cells: ImportCells;
}

export type ImportFileFormat = 'xlsx' | 'csv';

const titleCase = (h: string) => h.replace(/\b\w/g, (c) => c.toUpperCase());

/** The header row as lower-cased names -> column number (1-based), first one wins. */
function columnsOf(
  spec: ImportSpec<unknown>,
  headers: (string | null)[],
  what: string,
  sheet: string,
): Map<string, number> {
  const at = new Map<string, number>();
  headers.forEach((h, i) => {
    const name = h?.trim().toLowerCase();
    if (name && !at.has(name)) at.set(name, i + 1);
  });
  for (const c of spec.columns) {
    if (c.required && !at.has(c.header.toLowerCase())) {
      throw badRequest(
        `This is not the ${what}: the column '${titleCase(c.header)}' is missing from the first row of the '${sheet}' sheet.`,
      );
    }
  }
  return at;
}

function tooMany(maxRows: number) {
  return badRequest(`The file has more than ${maxRows.toLocaleString('en-PH')} rows. Split it into smaller files.`);
}

export async function readImportFile(
  bytes: Buffer,
  format: ImportFileFormat,
  spec: ImportSpec<unknown>,
  options: { what: string; maxRows: number },
): Promise<FileRow[]> {
  if (format === 'csv') {
    const text = decodeText(bytes);
    if (text === null) throw badRequest('The file could not be read as CSV text (UTF-8).');
    const records = parseCsv(text);
    const header = records[0] ?? [];
    const at = columnsOf(spec, header, options.what, 'CSV');
    if (records.length - 1 > options.maxRows) throw tooMany(options.maxRows);
    return records.slice(1).map((values, i) => {
      const cells: ImportCells = {};
      for (const c of spec.columns) {
        const n = at.get(c.header.toLowerCase());
        const v = n === undefined ? undefined : values[n - 1];
        cells[c.key] = v === undefined || v.trim() === '' ? null : v.trim();
      }
      return { row: i + 2, cells };
    });
  }
  const wb = await readWorkbook(bytes);
  const ws = wb.getWorksheet(spec.sheet) ?? wb.worksheets[0];
  if (!ws) throw badRequest('The workbook has no sheets.');
  const headers: (string | null)[] = [];
  ws.getRow(1).eachCell((cell, n) => (headers[n - 1] = cellText(cell.value)));
  const at = columnsOf(spec, headers, options.what, ws.name);
  if (ws.rowCount - 1 > options.maxRows) throw tooMany(options.maxRows);
  const rows: FileRow[] = [];
  for (let line = 2; line <= ws.rowCount; line += 1) {
    const r = ws.getRow(line);
    const cells: ImportCells = {};
    for (const c of spec.columns) {
      const n = at.get(c.header.toLowerCase());
      cells[c.key] = n === undefined ? null : cellText(r.getCell(n).value);
    }
    rows.push({ row: line, cells });
  }
  return rows;
}
