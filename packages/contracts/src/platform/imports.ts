// The one import pipeline's contract (docs/decisions/016): what an import file looks like (a sheet
// with named columns, one row schema) and the one answer every import gives: counts, and each
// problem with its row, column and message.
import { z } from 'zod';
import { isValidIsoDate } from '../primitives.ts';
import { MESSAGES, cleanString } from '../validation.ts';

/**
 * good-rows-only: every row is checked; good rows post together, each bad row posts nothing.
 * all-or-nothing: one bad row and nothing is posted (a bill month's rate sheets are whole or not).
 */
export const IMPORT_MODES = ['good-rows-only', 'all-or-nothing'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const importRowErrorSchema = z.object({
  /** The spreadsheet row (the header is row 1); for CSV the record number counted the same way. */
  row: z.number().int(),
  /** The column's header as in the template ('Amount'), or null for the row as a whole. */
  field: z.string().nullable(),
  /** What the cell held, as text. */
  value: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** A posted row worth a remark ('Replaced the opening balance of 10.5 days (kept as Cancelled).'). */
export const importRowNoteSchema = z.object({ row: z.number().int(), message: z.string() });
export type ImportRowNote = z.infer<typeof importRowNoteSchema>;

/**
 * One line of an import's reconciliation (docs/decisions/019): a count or a total as the file gives
 * it (every read row) against what was posted (in a dry run: what would be posted). Staff compare
 * the file's side with the old system's report.
 */
export const importReconciliationLineSchema = z.object({
  label: z.string(),
  inFile: z.string(),
  posted: z.string(),
});
export type ImportReconciliationLine = z.infer<typeof importReconciliationLineSchema>;

export const importResultSchema = z.object({
  mode: z.enum(IMPORT_MODES),
  fileName: z.string(),
  /** Rows with something in them (blank rows are counted apart). */
  read: z.number().int(),
  blank: z.number().int(),
  posted: z.number().int(),
  /** Rows equal to what is already recorded: nothing to post. */
  unchanged: z.number().int(),
  /** Rows with at least one error; they post nothing. */
  failed: z.number().int(),
  errors: z.array(importRowErrorSchema),
  notes: z.array(importRowNoteSchema),
  /** Set when this exact file was already imported completely: the answer is that import's. */
  replay: z.object({ importedAt: z.string(), importedBy: z.string().nullable() }).nullable(),
  /** Only checked: every row ran as if posting, then everything was rolled back. */
  dryRun: z.boolean().default(false),
  /** The posted batch (go-live imports), which can be undone as a whole; null when nothing posted. */
  batchId: z.number().int().nullable().default(null),
  reconciliation: z.array(importReconciliationLineSchema).default([]),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** What a cell gives the row schema: its text, trimmed, or null when empty. */
export type ImportCells = Record<string, string | null>;

export interface ImportColumn {
  header: string;
  /** The row schema's key for this column. */
  key: string;
  /** The file must have this column (optional ones may be missing: they read as empty). */
  required: boolean;
}

/** One import's file: the sheet, its columns and the schema each row must pass. */
export interface ImportSpec<Row> {
  /** The template's file name ('EmployeeSalaryTemplate.xlsx'). */
  templateFile: string;
  /** The sheet read (else the first one). */
  sheet: string;
  columns: readonly ImportColumn[];
  rowSchema: z.ZodType<Row, ImportCells>;
  /** Rows left as the template gave them change nothing; default: every column empty. */
  isBlank?: (cells: ImportCells) => boolean;
}

export function defineImportSpec<Row>(spec: ImportSpec<Row>): ImportSpec<Row> {
  return spec;
}

// Cell readers for row schemas: spreadsheets give numbers, dates and text in several shapes.

/** Text; empty answers 'This field is required.' */
export function requiredCell(max = 255) {
  return cleanString({ error: MESSAGES.required })
    .nullable()
    .refine((v): v is string => v !== null && v.trim() !== '', MESSAGES.required)
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= max, MESSAGES.length(1, max));
}

/** Optional text: empty becomes null. */
export function optionalCell(max = 255) {
  return cleanString()
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || v.length <= max, MESSAGES.length(0, max));
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/**
 * A date cell as 'YYYY-MM-DD': a date cell (read as such), an Excel day number left unformatted,
 * 'YYYY-MM-DD' text or 'M/D/YYYY' (how Excel writes dates into CSV). Anything else stays as typed,
 * so the date rule refuses it with its own message.
 */
export function cellDateText(v: string | null): string | null {
  if (v === null) return null;
  const s = v.trim();
  if (/^\d{1,7}$/.test(s)) {
    const n = Number(s);
    if (n >= 1 && n <= 2_958_465) return new Date(EXCEL_EPOCH + n * 86_400_000).toISOString().slice(0, 10);
  }
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (us) {
    const iso = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
    if (isValidIsoDate(iso)) return iso;
  }
  return s;
}

/** Money or a count as typed in a sheet: thousands separators and a peso sign dropped. */
export function cellNumberText(v: string | null): string | null {
  if (v === null) return null;
  return v.trim().replace(/,/g, '').replace(/^₱\s*/, '');
}

/** 'Y', 'Yes', 'True', '1' (any case) are yes; anything else, empty included, is no. */
export function cellYes(v: string | null): boolean {
  return v !== null && ['Y', 'YES', 'TRUE', '1'].includes(v.trim().toUpperCase());
}
