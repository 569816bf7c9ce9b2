// A payslip: one employee's line of a payroll with the payroll's header, every earning and
// deduction with how it was reached. Employees read only their own, and only once posted.
import { z } from 'zod';
import { PAY_FREQUENCIES } from '../payroll-types/payroll-type.ts';
import { PAYROLL_STATUSES, payrollLineSchema } from '../payrolls/payroll.ts';

export const payslipSchema = z.object({
  payrollId: z.number().int(),
  payrollName: z.string(),
  payrollTypeName: z.string().nullable(),
  payFrequency: z.enum(PAY_FREQUENCIES).nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string().nullable(),
  status: z.enum(PAYROLL_STATUSES),
  postedAt: z.string().nullable(),
  line: payrollLineSchema,
});
export type Payslip = z.infer<typeof payslipSchema>;

/** A row of the employee's own payslips list. */
export const payslipSummarySchema = z.object({
  payrollId: z.number().int(),
  payrollName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string().nullable(),
  grossPay: z.string(),
  totalDeductions: z.string(),
  netPay: z.string(),
});
export type PayslipSummary = z.infer<typeof payslipSummarySchema>;
