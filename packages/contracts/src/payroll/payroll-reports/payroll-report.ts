// The payroll's recap per department and its deduction report per deduction type (what is
// remitted to SSS, PhilHealth, Pag-IBIG and the BIR). Amounts are decimal strings.
import { z } from 'zod';
import { payrollSchema } from '../payrolls/payroll.ts';

export const RECAP_AMOUNTS = [
  'basicPay',
  'absenceDeduction',
  'tardinessDeduction',
  'lwopDeduction',
  'overtimePay',
  'premiumPay',
  'allowances',
  'grossPay',
  'sssEmployee',
  'philHealthEmployee',
  'pagIbigEmployee',
  'withholdingTax',
  'otherDeductions',
  'totalDeductions',
  'netPay',
] as const;
export type RecapAmount = (typeof RECAP_AMOUNTS)[number];
export const RECAP_AMOUNT_LABELS: Record<RecapAmount, string> = {
  basicPay: 'Basic pay',
  absenceDeduction: 'Absences',
  tardinessDeduction: 'Tardiness and undertime',
  lwopDeduction: 'Leave without pay',
  overtimePay: 'Overtime',
  premiumPay: 'Rest day, holiday and night premiums',
  allowances: 'Allowances and other earnings',
  grossPay: 'Gross pay',
  sssEmployee: 'SSS',
  philHealthEmployee: 'PhilHealth',
  pagIbigEmployee: 'Pag-IBIG',
  withholdingTax: 'Withholding tax',
  otherDeductions: 'Loans and other deductions',
  totalDeductions: 'Total deductions',
  netPay: 'Net pay',
};

const amounts = z.object(
  Object.fromEntries(RECAP_AMOUNTS.map((k) => [k, z.string()])) as Record<RecapAmount, z.ZodString>,
);

export const recapRowSchema = amounts.extend({
  departmentName: z.string(),
  employees: z.number().int(),
});
export type RecapRow = z.infer<typeof recapRowSchema>;

export const payrollRecapSchema = z.object({
  payroll: payrollSchema,
  departments: z.array(recapRowSchema),
  total: recapRowSchema,
});
export type PayrollRecap = z.infer<typeof payrollRecapSchema>;

export const DEDUCTION_TYPES = [
  'SSS',
  'PhilHealth',
  'PagIbig',
  'WithholdingTax',
  'SssLoan',
  'PagIbigLoan',
  'CooperativeLoan',
  'PowerBill',
  'OtherDeductions',
] as const;
export type DeductionType = (typeof DEDUCTION_TYPES)[number];

/** The parts each remittance carries, by deduction type (column keys and headers). */
export const DEDUCTION_PARTS: Record<DeductionType, { title: string; parts: { key: string; label: string }[] }> = {
  SSS: {
    title: 'SSS contributions',
    parts: [
      { key: 'regularEmployee', label: 'Regular EE' },
      { key: 'regularEmployer', label: 'Regular ER' },
      { key: 'ec', label: 'EC' },
      { key: 'mpfEmployee', label: 'MPF EE' },
      { key: 'mpfEmployer', label: 'MPF ER' },
      { key: 'total', label: 'Total' },
    ],
  },
  PhilHealth: {
    title: 'PhilHealth premiums',
    parts: [
      { key: 'employee', label: 'Employee share' },
      { key: 'employer', label: 'Employer share' },
      { key: 'total', label: 'Total' },
    ],
  },
  PagIbig: {
    title: 'Pag-IBIG contributions',
    parts: [
      { key: 'employee', label: 'Employee share' },
      { key: 'employer', label: 'Employer share' },
      { key: 'total', label: 'Total' },
    ],
  },
  WithholdingTax: {
    title: 'Withholding tax on compensation',
    parts: [
      { key: 'taxable', label: 'Taxable compensation' },
      { key: 'tax', label: 'Tax withheld' },
    ],
  },
  // The employees' recurring deductions taken by the payroll (decision 064), for remittance to
  // SSS, Pag-IBIG, the cooperative, and billing (the employee's own power bill).
  SssLoan: { title: 'SSS loans', parts: [{ key: 'deducted', label: 'Deducted' }] },
  PagIbigLoan: { title: 'Pag-IBIG loans', parts: [{ key: 'deducted', label: 'Deducted' }] },
  CooperativeLoan: { title: "Employees' cooperative loans", parts: [{ key: 'deducted', label: 'Deducted' }] },
  PowerBill: { title: 'Own power bills', parts: [{ key: 'deducted', label: 'Deducted' }] },
  OtherDeductions: {
    title: 'Other deductions',
    parts: [{ key: 'deducted', label: 'Deducted' }],
  },
};

export const deductionRowSchema = z.object({
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  /** Part key -> amount (DEDUCTION_PARTS). */
  amounts: z.record(z.string(), z.string()),
});
export type DeductionRow = z.infer<typeof deductionRowSchema>;

export const deductionSectionSchema = z.object({
  type: z.enum(DEDUCTION_TYPES),
  title: z.string(),
  /** Only employees with something to remit under this type. */
  rows: z.array(deductionRowSchema),
  totals: z.record(z.string(), z.string()),
});
export type DeductionSection = z.infer<typeof deductionSectionSchema>;

export const deductionReportSchema = z.object({
  payroll: payrollSchema,
  sections: z.array(deductionSectionSchema),
});
export type DeductionReport = z.infer<typeof deductionReportSchema>;
