// Opening balances from the .xlsx template: good rows only, per-row errors (like the salary import).
import { z } from 'zod';
import { endpoint } from '../http.ts';
import { id } from '../primitives.ts';

export const OPENING_BALANCE_TEMPLATE_FILE = 'LeaveOpeningBalanceTemplate.xlsx';
export const OPENING_BALANCE_TEMPLATE_SHEET = 'Opening Balances';
/** Header row of the template, in order. Employee Name is for the reader; the import ignores it. */
export const OPENING_BALANCE_TEMPLATE_COLUMNS = ['Employee ID', 'Employee Name', 'Leave Type', 'Days'] as const;

const fiscalYearQuery = z.object({ fiscalYearId: id().optional() });

export const downloadOpeningBalanceTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/opening-balances/template',
  summary: `The opening balance template (${OPENING_BALANCE_TEMPLATE_FILE}): one row per active employee and leave type earned monthly, with the balance already posted for the fiscal year.`,
  query: fiscalYearQuery,
  download: true,
});

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

export const importOpeningBalancesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leaves/opening-balances/import',
  summary:
    'Import the filled opening balance template (multipart field "file") into a fiscal year (default: the active one). Good rows post together in ONE transaction as OpeningBalance lines dated the fiscal year start; each bad row is answered with its line and reason. A row equal to the posted opening balance is unchanged; a different value reverses (cancels) the posted one and posts the new one. Refused for a fiscal year whose leave is closed.',
  query: fiscalYearQuery,
  multipart: true,
  response: openingBalanceImportResultSchema,
});
