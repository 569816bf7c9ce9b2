import { z } from 'zod';
import { endpoint } from '../../http.ts';

export const SALARY_TEMPLATE_FILE = 'EmployeeSalaryTemplate.xlsx';
export const SALARY_TEMPLATE_SHEET = 'Salaries';
/** Header row of the template, in order. Employee Name is for the reader; the import ignores it. */
export const SALARY_TEMPLATE_COLUMNS = [
  'Employee ID',
  'Employee Name',
  'Salary Type',
  'Amount',
  'Effective Date',
  'Remarks',
] as const;

export const downloadSalaryTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Salaries/DownloadTemplate',
  summary: `The salary import template (${SALARY_TEMPLATE_FILE}), listing every active employee with their current salary type.`,
  download: true,
});

export const salaryImportLineSchema = z.object({
  /** The spreadsheet row number. */
  line: z.number().int(),
  employeeId: z.string().nullable(),
  status: z.enum(['posted', 'unchanged', 'error']),
  reason: z.string().nullable(),
});
export type SalaryImportLine = z.infer<typeof salaryImportLineSchema>;

/**
 * Good rows only: every row is checked; the good ones are posted together in one transaction
 * and each bad one is reported with its line and reason. Re-importing the same file posts
 * nothing twice: a row equal to a recorded salary (employee + effective date) is 'unchanged'.
 */
export const salaryImportResultSchema = z.object({
  mode: z.literal('good-rows-only'),
  fileName: z.string(),
  rows: z.number().int(),
  posted: z.number().int(),
  unchanged: z.number().int(),
  blank: z.number().int(),
  errors: z.number().int(),
  lines: z.array(salaryImportLineSchema),
});
export type SalaryImportResult = z.infer<typeof salaryImportResultSchema>;

export const importSalariesEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/Salaries/import',
  summary:
    'Import the filled salary template (multipart field "file"). Mode good-rows-only: good rows post together in ONE transaction, each bad row is answered with its line and reason and posts nothing; rows already recorded (same employee, effective date, type and amount) are unchanged, so importing the same file twice changes nothing. Rows with no amount and no date are skipped as blank. 415 for a file that is not .xlsx.',
  multipart: true,
  response: salaryImportResultSchema,
});
