// Opening balances from the template (.xlsx or .csv) through the one import pipeline: good rows
// only, per-row errors, the one import result.
import { z } from 'zod';
import { cellNumberText, defineImportSpec, requiredCell } from '../../platform/imports.ts';
import { id } from '../../primitives.ts';
import { MESSAGES } from '../../validation.ts';
import { DAYS_MESSAGE, fromThousandths, isDayCount, toThousandths } from '../days.ts';

export const OPENING_BALANCE_TEMPLATE_FILE = 'LeaveOpeningBalanceTemplate.xlsx';

export const OPENING_BALANCE_TEMPLATE_SHEET = 'Opening Balances';

export const fiscalYearQuery = z.object({ fiscalYearId: id().optional() });

export const OPENING_DAYS_MAX = '999.999';

export const openingBalanceImportSpec = defineImportSpec({
  templateFile: OPENING_BALANCE_TEMPLATE_FILE,
  sheet: OPENING_BALANCE_TEMPLATE_SHEET,
  columns: [
    { header: 'Employee ID', key: 'employeeId', required: true },
    { header: 'Leave Type', key: 'leaveType', required: true },
    { header: 'Days', key: 'days', required: true },
  ],
  rowSchema: z.object({
    employeeId: requiredCell(50),
    leaveType: requiredCell(20),
    // Excel keeps 1.25 as the double 1.25; its text is the shortest exact decimal form.
    days: z
      .string()
      .nullable()
      .transform((v) => cellNumberText(v) ?? '')
      .pipe(
        z
          .string()
          .refine((v) => v !== '', MESSAGES.required)
          .refine((v) => v === '' || isDayCount(v), DAYS_MESSAGE)
          .refine((v) => !isDayCount(v) || (toThousandths(v) ?? 0n) < 1_000_000n, MESSAGES.numberRange(0, 999.999))
          .transform((v) => (isDayCount(v) ? fromThousandths(toThousandths(v) ?? 0n) : v)),
      ),
  }),
  // Rows left as the template gave them (no days) change nothing.
  isBlank: (c) => c['days'] === null,
});

export type OpeningBalanceImportRow = z.infer<typeof openingBalanceImportSpec.rowSchema>;
