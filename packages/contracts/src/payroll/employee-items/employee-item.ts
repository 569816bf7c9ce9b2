// An employee's recurring payments and deductions (issue 13 item 4, decision 064): allowances
// (taxable, or de minimis up to the ceiling in force), recurring deductions, loans with a
// principal and a monthly amortization, and one-time adjustments entered for one payroll.
// Monthly amounts: a cut-off takes its share (half for a semi-monthly one).
import { z } from 'zod';
import { optionalDate, optionalAmount, requiredAmount, requiredDate } from '../../hr/fields.ts';
import { id, integer } from '../../primitives.ts';
import { MESSAGES, optionalText, requiredText } from '../../validation.ts';

export const EMPLOYEE_ITEM_KINDS = ['Allowance', 'Deduction', 'Loan', 'OneTimeEarning', 'OneTimeDeduction'] as const;
export type EmployeeItemKind = (typeof EMPLOYEE_ITEM_KINDS)[number];
export const EMPLOYEE_ITEM_KIND_LABELS: Record<EmployeeItemKind, string> = {
  Allowance: 'Allowance',
  Deduction: 'Recurring deduction',
  Loan: 'Loan',
  OneTimeEarning: 'One-time earning',
  OneTimeDeduction: 'One-time deduction',
};
export const EARNING_KINDS: readonly EmployeeItemKind[] = ['Allowance', 'OneTimeEarning'];
export const ONE_TIME_KINDS: readonly EmployeeItemKind[] = ['OneTimeEarning', 'OneTimeDeduction'];

export const EMPLOYEE_ITEM_CATEGORIES = [
  'Allowance',
  'SssLoan',
  'PagIbigLoan',
  'CooperativeLoan',
  'PowerBill',
  'Cooperative',
  'Adjustment',
  'Other',
] as const;
export type EmployeeItemCategory = (typeof EMPLOYEE_ITEM_CATEGORIES)[number];
export const EMPLOYEE_ITEM_CATEGORY_LABELS: Record<EmployeeItemCategory, string> = {
  Allowance: 'Allowance',
  SssLoan: 'SSS loan',
  PagIbigLoan: 'Pag-IBIG loan',
  CooperativeLoan: "Employees' cooperative loan",
  PowerBill: 'Own power bill',
  Cooperative: "Employees' cooperative dues",
  Adjustment: 'Adjustment',
  Other: 'Other',
};
/**
 * Deductions after the mandatory ones (SSS, PhilHealth, Pag-IBIG, tax) go in this order, lowest
 * first, unless an item says otherwise; what does not fit above the net pay floor carries over.
 */
export const DEFAULT_PRIORITY: Record<EmployeeItemCategory, number> = {
  SssLoan: 10,
  PagIbigLoan: 20,
  CooperativeLoan: 30,
  PowerBill: 40,
  Cooperative: 50,
  Adjustment: 60,
  Other: 70,
  Allowance: 100,
};

export const PRINCIPAL_REQUIRED = 'Enter the principal of the loan.';
export const PRINCIPAL_ONLY_FOR_LOANS = 'Only a loan has a principal.';
export const PAYROLL_REQUIRED = 'Choose the payroll this one-time amount is for.';
export const PAYROLL_ONLY_FOR_ONE_TIME = 'Only a one-time amount belongs to a payroll.';
export const DE_MINIMIS_ONLY_FOR_EARNINGS = 'Only an allowance or a one-time earning can be a de minimis benefit.';
export const END_BEFORE_START = 'The end date must be on or after the start date.';
export const EMPLOYEE_ITEM_NOT_FOUND = 'The recurring payment or deduction was not found.';
export const ONE_TIME_PAYROLL_NOT_DRAFT = 'One-time amounts can be entered only for a draft payroll.';
export const ONE_TIME_SAME_LABEL = 'This employee already has a one-time amount with this description in this payroll.';
export const EMPLOYEE_ITEM_USED =
  'Posted payrolls used this item: its employee, kind, and for a loan its principal below what was paid, can no longer change.';
export const PRINCIPAL_BELOW_PAID = 'The principal cannot be less than what posted payrolls already deducted.';
export const UNKNOWN_DE_MINIMIS = 'Choose a de minimis benefit of the table in force.';
export const FROM_BILLING_ONLY_POWER_BILL = 'Only an own power bill deduction is read from billing.';
export const POWER_BILL_ACCOUNT_REQUIRED = "Enter the consumer account number of the employee's own power bill.";
export const powerBillAccountNotFound = (accountNo: string) => `No consumer account ${accountNo} was found in billing.`;
export const powerBillPaidMeanwhile = (accountNo: string) =>
  `The power bill of account ${accountNo} was paid meanwhile: less is unpaid than this payroll deducts; generate it again.`;

export const employeeItemFieldsSchema = z
  .object({
    employeeId: id(MESSAGES.required),
    kind: z.enum(EMPLOYEE_ITEM_KINDS, { error: MESSAGES.required }),
    category: z.enum(EMPLOYEE_ITEM_CATEGORIES, { error: MESSAGES.required }),
    label: requiredText(1, 100),
    /** Earnings: compensation income (taxable) or not. */
    taxable: z.boolean({ error: MESSAGES.required }),
    /** Earnings: the de minimis benefit (code of the de-minimis table) this is. */
    deMinimisCode: z
      .string()
      .trim()
      .max(50)
      .nullish()
      .transform((v) => (v ? v : null)),
    /** Monthly amount (allowance, deduction, loan amortization), or the one-time amount. */
    amount: requiredAmount(),
    /** Loans: what is owed. */
    principal: optionalAmount(),
    startDate: requiredDate(),
    endDate: optionalDate(),
    /** One-time amounts: the payroll they are for. */
    payrollId: id()
      .nullish()
      .transform((v) => v ?? null),
    /** Order among deductions (lowest first); empty: the category's. */
    priority: integer(1, 999)
      .nullish()
      .transform((v) => v ?? null),
    reference: optionalText(100),
    remarks: optionalText(500),
    isActive: z.boolean({ error: MESSAGES.required }),
    /**
     * An own power bill (category PowerBill, a recurring deduction) read from billing: `reference` is
     * the consumer account; each cut-off deducts its unpaid bills, at most `amount` a month (decision 066).
     */
    fromBilling: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.fromBilling && (v.category !== 'PowerBill' || v.kind !== 'Deduction'))
      ctx.addIssue({ code: 'custom', path: ['fromBilling'], message: FROM_BILLING_ONLY_POWER_BILL });
    if (v.fromBilling && v.reference === null)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: POWER_BILL_ACCOUNT_REQUIRED });
    if (v.kind === 'Loan' && v.principal === null)
      ctx.addIssue({ code: 'custom', path: ['principal'], message: PRINCIPAL_REQUIRED });
    if (v.kind !== 'Loan' && v.principal !== null)
      ctx.addIssue({ code: 'custom', path: ['principal'], message: PRINCIPAL_ONLY_FOR_LOANS });
    const oneTime = ONE_TIME_KINDS.includes(v.kind);
    if (oneTime && v.payrollId === null)
      ctx.addIssue({ code: 'custom', path: ['payrollId'], message: PAYROLL_REQUIRED });
    if (!oneTime && v.payrollId !== null)
      ctx.addIssue({ code: 'custom', path: ['payrollId'], message: PAYROLL_ONLY_FOR_ONE_TIME });
    if (v.deMinimisCode !== null && !EARNING_KINDS.includes(v.kind))
      ctx.addIssue({ code: 'custom', path: ['deMinimisCode'], message: DE_MINIMIS_ONLY_FOR_EARNINGS });
    if (v.endDate !== null && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
  });
export type EmployeeItemFields = z.input<typeof employeeItemFieldsSchema>;
export type EmployeeItemValues = z.output<typeof employeeItemFieldsSchema>;

export const employeeItemSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  kind: z.enum(EMPLOYEE_ITEM_KINDS),
  category: z.enum(EMPLOYEE_ITEM_CATEGORIES),
  label: z.string(),
  taxable: z.boolean(),
  deMinimisCode: z.string().nullable(),
  amount: z.string(),
  principal: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  payrollId: z.number().int().nullable(),
  payrollName: z.string().nullable(),
  priority: z.number().int(),
  reference: z.string().nullable(),
  remarks: z.string().nullable(),
  isActive: z.boolean(),
  /** Read from billing: the consumer account's unpaid bills (decision 066). */
  fromBilling: z.boolean(),
  /** Taken (deductions) or paid (earnings) by payrolls submitted or posted. */
  settled: z.string(),
  /** Loans and one-time deductions: what is still owed; null for the others. */
  balance: z.string().nullable(),
  /** Recurring deductions: scheduled shares not yet taken (they carry over). */
  arrears: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployeeItem = z.infer<typeof employeeItemSchema>;

/** One payroll's use of an item: the loan's schedule as it happened. */
export const employeeItemUseSchema = z.object({
  payrollId: z.number().int(),
  payrollName: z.string(),
  periodEnd: z.string(),
  payrollStatus: z.string(),
  scheduled: z.string(),
  due: z.string(),
  taken: z.string(),
  exempt: z.string(),
  /** Loans: the balance after this payroll (submitted and posted payrolls only). */
  balanceAfter: z.string().nullable(),
});
export const employeeItemDetailSchema = employeeItemSchema.extend({
  uses: z.array(employeeItemUseSchema),
  /** Loans: months of amortization left at the current amount. */
  monthsLeft: z.number().int().nullable(),
});
export type EmployeeItemDetail = z.infer<typeof employeeItemDetailSchema>;

/** An employee on the employees' payments screen, with what they have. */
export const employeePaymentsSummarySchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  activeItems: z.number().int(),
  /** Monthly allowances in force, and monthly deductions and amortizations. */
  monthlyAllowances: z.string(),
  monthlyDeductions: z.string(),
  loanBalance: z.string(),
});
export type EmployeePaymentsSummary = z.infer<typeof employeePaymentsSummarySchema>;
