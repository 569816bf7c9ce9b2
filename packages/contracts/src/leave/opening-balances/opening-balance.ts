// Opening balances from the .xlsx template: good rows only, per-row errors (like the salary import).
import { z } from 'zod';

export const OPENING_BALANCE_TEMPLATE_FILE = 'LeaveOpeningBalanceTemplate.xlsx';

export const OPENING_BALANCE_TEMPLATE_SHEET = 'Opening Balances';

/** Header row of the template, in order. Employee Name is for the reader; the import ignores it. */
export const OPENING_BALANCE_TEMPLATE_COLUMNS = ['Employee ID', 'Employee Name', 'Leave Type', 'Days'] as const;

export const openingBalanceImportLineSchema = z.object({
  /** The spreadsheet row number. */
  line: z.number().int(),
  employeeId: z.string().nullable(),
  leaveType: z.string().nullable(),
  /** posted: new; reposted: a different earlier balance was reversed and this one posted. */
  status: z.enum(['posted', 'reposted', 'unchanged', 'error']),
  reason: z.string().nullable(),
});

export type OpeningBalanceImportLine = z.infer<typeof openingBalanceImportLineSchema>;

export const openingBalanceImportResultSchema = z.object({
  mode: z.literal('good-rows-only'),
  fileName: z.string(),
  fiscalYearId: z.number().int(),
  rows: z.number().int(),
  posted: z.number().int(),
  reposted: z.number().int(),
  unchanged: z.number().int(),
  blank: z.number().int(),
  errors: z.number().int(),
  lines: z.array(openingBalanceImportLineSchema),
});

export type OpeningBalanceImportResult = z.infer<typeof openingBalanceImportResultSchema>;
