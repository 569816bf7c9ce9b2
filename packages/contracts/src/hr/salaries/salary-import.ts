// The salary import: the template's columns, the row schema each row must pass, and the endpoints.
// The answer is the one import result (platform/imports).
import { z } from 'zod';
import { SALARY_TYPE } from '../../enums.ts';
import { cellDateText, cellNumberText, defineImportSpec, optionalCell, requiredCell } from '../../platform/imports.ts';
import { MESSAGES } from '../../validation.ts';
import { AMOUNT_MESSAGE, AMOUNT_PATTERN, requiredDate } from '../fields.ts';

export const SALARY_TEMPLATE_FILE = 'EmployeeSalaryTemplate.xlsx';
export const SALARY_TEMPLATE_SHEET = 'Salaries';

export const SALARY_TYPE_MESSAGE = 'Choose Monthly or Daily.';

/** 'Monthly' or 'Daily' (any case), or the type's number. */
function salaryTypeCell() {
  return z
    .string({ error: MESSAGES.required })
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v.trim() === '') {
        ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        return z.NEVER;
      }
      const t = v.trim().toLowerCase();
      const type = Object.values(SALARY_TYPE).find((e) => t === e.label.toLowerCase() || t === String(e.value));
      if (!type) {
        ctx.addIssue({ code: 'custom', message: SALARY_TYPE_MESSAGE });
        return z.NEVER;
      }
      return type.value;
    });
}

export const salaryImportSpec = defineImportSpec({
  templateFile: SALARY_TEMPLATE_FILE,
  sheet: SALARY_TEMPLATE_SHEET,
  columns: [
    { header: 'Employee ID', key: 'employeeId', required: true },
    { header: 'Salary Type', key: 'salaryType', required: true },
    { header: 'Amount', key: 'amount', required: true },
    { header: 'Effective Date', key: 'effectiveDate', required: true },
    { header: 'Remarks', key: 'remarks', required: false },
  ],
  rowSchema: z.object({
    employeeId: requiredCell(50),
    salaryType: salaryTypeCell(),
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
    effectiveDate: z
      .string()
      .nullable()
      .transform((v) => cellDateText(v) ?? '')
      .pipe(requiredDate()),
    remarks: optionalCell(200),
  }),
  // Rows left as the template gave them (an employee, no amount, no date) change nothing.
  isBlank: (c) => c['amount'] === null && c['effectiveDate'] === null,
});
export type SalaryImportRow = z.infer<typeof salaryImportSpec.rowSchema>;
