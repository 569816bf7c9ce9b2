// The import templates: a real .xlsx with the import's sheet (bold, frozen header row, widths,
// number formats, drop-downs on the rows in use and spare ones) and an Instructions sheet.
// Text that would read as a formula is written through exportCell by the caller.
import ExcelJS from 'exceljs';

export interface TemplateColumn {
  header: string;
  width?: number;
  numFmt?: string;
  /** A drop-down of these values, shown with `listError` when something else is typed. */
  list?: readonly string[];
  listError?: string;
}

export interface TemplateInput {
  sheet: string;
  columns: readonly TemplateColumn[];
  rows: readonly Record<string, ExcelJS.CellValue>[];
  /** The first line is the title (bold). */
  instructions: readonly string[];
}

/** Rows below the filled ones that still get the drop-downs, for rows the user adds. */
const SPARE_ROWS = 200;

export async function buildImportTemplate(input: TemplateInput): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ilaw';
  wb.created = new Date();
  const ws = wb.addWorksheet(input.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = input.columns.map((c) => ({ header: c.header, key: c.header, width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  for (const c of input.columns) if (c.numFmt) ws.getColumn(c.header).numFmt = c.numFmt;
  for (const r of input.rows) ws.addRow(r);
  const last = Math.max(input.rows.length + 1, 2) + SPARE_ROWS;
  input.columns.forEach((c, i) => {
    if (!c.list) return;
    for (let r = 2; r <= last; r += 1) {
      ws.getCell(r, i + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${c.list.join(',')}"`],
        showErrorMessage: true,
        errorTitle: c.header,
        error: c.listError ?? `Choose one of ${c.list.join(', ')}.`,
      };
    }
  });
  const help = wb.addWorksheet('Instructions');
  help.getColumn(1).width = 110;
  input.instructions.forEach((text, i) => {
    const row = help.addRow([text]);
    if (i === 0) row.font = { bold: true, size: 13 };
  });
  const out = await wb.xlsx.writeBuffer();
  return Buffer.from(out as ArrayBuffer);
}

/** The instruction lines every import shares (how rows are checked and posted, and replays). */
export function importInstructions(mode: 'good-rows-only' | 'all-or-nothing'): string[] {
  return [
    mode === 'good-rows-only'
      ? 'Import: every row is checked. Good rows are posted together; each bad row is reported with its row, column and reason and posts nothing.'
      : 'Import: every row is checked. If any row is bad, nothing is posted and each bad row is reported with its row, column and reason.',
    'The file may be this workbook (.xlsx) or the sheet saved as CSV (.csv, UTF-8) with the same column headers.',
    'Importing a file again changes nothing twice: a file imported completely is answered with that import, and a row equal to what is recorded is unchanged.',
  ];
}
