// The one-time amounts of a payroll as a spreadsheet: the template lists the payroll's employees;
// each filled row is one earning or deduction for that payroll, imported through the one import
// pipeline (decision 016) as a one-time item of the employee (decision 064).
import { z } from 'zod';
import { cellNumberText, cellYes, defineImportSpec, optionalCell, requiredCell } from '../../platform/imports.ts';
import { MESSAGES } from '../../validation.ts';
import { AMOUNT_MESSAGE, AMOUNT_PATTERN } from '../../hr/fields.ts';

export const ONE_TIME_TEMPLATE_SHEET = 'One-time amounts';
export const ONE_TIME_KIND_MESSAGE = 'Choose Earning or Deduction.';
export const oneTimeTemplateFile = (payrollId: number) => `PayrollOneTimeAmounts-${payrollId}.xlsx`;

export const oneTimeImportSpec = defineImportSpec({
  templateFile: 'PayrollOneTimeAmounts.xlsx',
  sheet: ONE_TIME_TEMPLATE_SHEET,
  columns: [
    { header: 'Employee ID', key: 'employeeId', required: true },
    { header: 'Earning or Deduction', key: 'kind', required: true },
    { header: 'Description', key: 'label', required: true },
    { header: 'Amount', key: 'amount', required: true },
    { header: 'Taxable', key: 'taxable', required: false },
    { header: 'Remarks', key: 'remarks', required: false },
  ],
  rowSchema: z.object({
    employeeId: requiredCell(50),
    kind: z
      .string()
      .nullable()
      .transform((v, ctx) => {
        const t = (v ?? '').trim().toLowerCase();
        if (t === '') {
          ctx.addIssue({ code: 'custom', message: MESSAGES.required });
          return z.NEVER;
        }
        if (t === 'earning') return 'OneTimeEarning' as const;
        if (t === 'deduction') return 'OneTimeDeduction' as const;
        ctx.addIssue({ code: 'custom', message: ONE_TIME_KIND_MESSAGE });
        return z.NEVER;
      }),
    label: requiredCell(100),
    amount: z
      .string()
      .nullable()
      .transform((v) => cellNumberText(v) ?? '')
      .pipe(
        z
          .string()
          .refine((v) => v !== '', MESSAGES.required)
          .refine((v) => v === '' || (AMOUNT_PATTERN.test(v) && /[1-9]/.test(v)), AMOUNT_MESSAGE),
      ),
    taxable: z
      .string()
      .nullable()
      .transform((v) => cellYes(v)),
    remarks: optionalCell(500),
  }),
  // Rows left as the template gave them (an employee, nothing else) change nothing.
  isBlank: (c) => c['amount'] === null && c['kind'] === null && c['label'] === null,
});
export type OneTimeImportRow = z.infer<typeof oneTimeImportSpec.rowSchema>;
