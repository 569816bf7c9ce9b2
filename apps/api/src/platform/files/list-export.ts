// "Export to Excel" of a list: the rows of the current filter and sort as a real .xlsx, one header
// row, money as numbers with two decimals, text through exportCell (no formula injection). Rows
// are read from the database in batches and streamed into the workbook, so a long list does not
// sit in memory twice.
import { exportCell } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { sql, type SelectQueryBuilder } from 'kysely';
import { PassThrough } from 'node:stream';
import { badRequest } from '../http/errors.ts';

/** More rows than this: narrow the filter (a workbook past it is no longer something to hand over). */
export const LIST_EXPORT_MAX_ROWS = 100_000;
export const EXPORT_TOO_LARGE = `The export holds at most ${LIST_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows; narrow the filter.`;

export interface ExportColumn<R> {
  header: string;
  /** Characters; default 16. */
  width?: number;
  /**
   * 'money': a decimal string written as a number with #,##0.00; 'days': a day count (up to 3
   * decimals, e.g. leave credits 1.25) as a number; 'date': an ISO date as a date cell.
   */
  format?: 'money' | 'days' | 'date' | 'integer';
  value(row: R): string | number | null;
}

function cell<R>(column: ExportColumn<R>, row: R): ExcelJS.CellValue {
  const v = column.value(row);
  if (v === null) return null;
  if (column.format === 'money' || column.format === 'days' || column.format === 'integer')
    return typeof v === 'number' ? v : Number(v);
  if (column.format === 'date' && typeof v === 'string') return new Date(`${v.slice(0, 10)}T00:00:00Z`);
  return exportCell(v);
}

/**
 * Writes the workbook from `batches` (each an array of rows, e.g. pages of a keyset query) and
 * answers its bytes. `count` is checked first so an oversized export is refused before any work.
 */
export async function listWorkbook<R>(options: {
  sheet: string;
  columns: readonly ExportColumn<R>[];
  count: number;
  batches: AsyncIterable<readonly R[]>;
}): Promise<Buffer> {
  if (options.count > LIST_EXPORT_MAX_ROWS) throw badRequest(EXPORT_TOO_LARGE);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  wb.creator = 'Ilaw';
  const ws = wb.addWorksheet(options.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = options.columns.map((c) => ({
    header: c.header,
    width: c.width ?? 16,
    style:
      c.format === 'money'
        ? { numFmt: '#,##0.00' }
        : c.format === 'date'
          ? { numFmt: 'mmm dd, yyyy' }
          : c.format === 'integer'
            ? { numFmt: '#,##0' }
            : c.format === 'days'
              ? { numFmt: '#,##0.0##' }
              : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for await (const batch of options.batches) {
    for (const row of batch) ws.addRow(options.columns.map((c) => cell(c, row))).commit();
  }
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** `batches` for listWorkbook from a paged reader: pages of `size` until one comes back short. */
export async function* pagesOf<R>(read: (offset: number, limit: number) => Promise<readonly R[]>, size = 2000) {
  for (let offset = 0; ; offset += size) {
    const page = await read(offset, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
  }
}

/** 'Employees 2026-11-22.xlsx' */
export function exportFileName(base: string, today: string): string {
  return `${base} ${today}.xlsx`;
}

/**
 * The workbook of a list query as its screen filters and sorts it: counted first (selection and
 * order cleared, so an oversized export is refused before any work), then read in pages, each page
 * turned into export rows by `toRows` (a mapper, or a loader that reads what the rows need).
 */
export async function listQueryWorkbook<DB, TB extends keyof DB, O, R>(options: {
  sheet: string;
  columns: readonly ExportColumn<R>[];
  list: SelectQueryBuilder<DB, TB, O>;
  toRows: (rows: O[]) => readonly R[] | Promise<readonly R[]>;
}): Promise<Buffer> {
  const { list } = options;
  const counted = await list
    .clearSelect()
    .clearOrderBy()
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirst();
  return listWorkbook({
    sheet: options.sheet,
    columns: options.columns,
    // The generic builder cannot name the count's row type; count(*) is one bigint as text.
    count: Number((counted as { n: string } | undefined)?.n ?? 0),
    batches: pagesOf(async (offset, limit) => options.toRows(await list.offset(offset).limit(limit).execute())),
  });
}
