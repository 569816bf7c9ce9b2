// Every export (CSV or .xlsx, server or browser) writes its text cells through exportCell: text a
// spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading
// apostrophe, so a consumer named '=HYPERLINK(...)' stays text (formula injection). Numbers, and
// text that is just a number ('-12.50'), are left as they are.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A cell value as it may be exported: text neutralised, anything else unchanged. */
export function exportCell<T>(value: T): T {
  return (typeof value === 'string' ? neutraliseFormula(value) : value) as T;
}

/** A row of cells through exportCell. */
export function exportRow<T extends readonly unknown[]>(values: T): T {
  return values.map(exportCell) as unknown as T;
}
