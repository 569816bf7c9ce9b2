// A payroll: a type, a period and a pay date, for a set of employees (department, status,
// employment type). Generated lines replace each other while it is a draft; once approved it is
// posted and final (corrections go into an adjustment payroll).
import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { EMPLOYEE_STATUS, EMPLOYMENT_TYPE, enumValues } from '../../enums.ts';
import { requiredDate } from '../../hr/fields.ts';
import { MAX_ID, id, integer } from '../../primitives.ts';
import { MESSAGES, optionalText, requiredText } from '../../validation.ts';
import { PAY_FREQUENCIES, PAYROLL_KINDS } from '../payroll-types/payroll-type.ts';

export const PAYROLL_STATUSES = ['Draft', 'ForApproval', 'Posted', 'Cancelled'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
export const PAYROLL_STATUS_LABELS: Record<PayrollStatus, string> = {
  Draft: 'Draft',
  ForApproval: 'For approval',
  Posted: 'Approved and posted',
  Cancelled: 'Cancelled',
};

export const PERIOD_END_BEFORE_START = 'The period must end on or after its start.';
export const PERIOD_TOO_LONG = 'A payroll period is at most 31 days.';
export const PAYROLL_NOT_DRAFT = 'Only a draft payroll can be changed; corrections go into an adjustment payroll.';
export const PAYROLL_NOT_FOUND = 'The payroll was not found.';
export const PAYROLL_TYPE_NOT_FOUND = 'The payroll type was not found.';
export const PAYROLL_TYPE_INACTIVE = 'This payroll type is no longer used.';
export const PAYROLL_SAME_PERIOD = 'A payroll of this type for this period and these employees already exists.';
export const PAYROLL_GENERATING = 'This payroll is being generated; try again when the generation ends.';
/** The approval engine's document type of a payroll's sign-off (decision 063). */
export const PAYROLL_DOCUMENT_TYPE = 'payroll.payroll';
export const PAYROLL_NOT_GENERATED = 'Generate the payroll before submitting it for approval.';
export const PAYROLL_NOT_FOR_APPROVAL = 'This payroll is not waiting for approval.';
export const OWN_PAYROLL_DECISION = {
  approve: 'You cannot approve a payroll that includes your own pay.',
  reject: 'You cannot reject a payroll that includes your own pay.',
} as const;
export const PAYSLIP_NOT_FOUND = 'The payslip was not found.';
export const ADJUST_ONLY_POSTED = 'Only a posted payroll is corrected, by an adjustment payroll.';
/** Submitting or posting: another payroll used the 90,000 pool this one exempts in (decision 066). */
export const poolTakenMeanwhile = (employee: string, year: string, left: string, exempts: string) =>
  `Another payroll used the ${year} pool for 13th month and other benefits of ${employee}: ${left} is left, this payroll exempts ${exempts}; generate it again.`;
export const annualTaxChangedMeanwhile = (employee: string, year: string) =>
  `Another payroll of ${employee}'s ${year} posted after this payroll annualized the tax; generate it again.`;
export const specialBenefitNotInForce = (code: string, date: string) =>
  `No special benefit "${code}" is in force on ${date}: add it to the special payroll benefits table or choose another type.`;

const STATUS_VALUES = enumValues(EMPLOYEE_STATUS) as number[];
const TYPE_VALUES = enumValues(EMPLOYMENT_TYPE) as number[];

export const payrollFieldsSchema = z
  .object({
    name: requiredText(1, 120),
    payrollTypeId: id(MESSAGES.required),
    periodStart: requiredDate(),
    periodEnd: requiredDate(),
    payDate: requiredDate(),
    /** Employees of this department only; null: every department. */
    departmentId: id()
      .nullish()
      .transform((v) => v ?? null),
    /** Employees with this status; null: every status. */
    employeeStatus: integer(0, MAX_ID)
      .refine((v) => STATUS_VALUES.includes(v), 'Choose an employee status.')
      .nullish()
      .transform((v) => v ?? null),
    /** Employees of this employment type; null: every type. */
    employmentType: integer(0, MAX_ID)
      .refine((v) => TYPE_VALUES.includes(v), 'Choose an employment type.')
      .nullish()
      .transform((v) => v ?? null),
    remarks: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.periodEnd < v.periodStart)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: PERIOD_END_BEFORE_START });
    else if ((Date.parse(v.periodEnd) - Date.parse(v.periodStart)) / 86_400_000 > 30)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: PERIOD_TOO_LONG });
  });
export type PayrollFields = z.input<typeof payrollFieldsSchema>;

export const payrollSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  payrollTypeId: z.number().int().nullable(),
  payrollTypeName: z.string().nullable(),
  kind: z.enum(PAYROLL_KINDS).nullable(),
  payFrequency: z.enum(PAY_FREQUENCIES).nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  employeeStatus: z.number().int().nullable(),
  employmentType: z.number().int().nullable(),
  remarks: z.string().nullable(),
  status: z.enum(PAYROLL_STATUSES),
  employeeCount: z.number().int(),
  /** Pesos, decimal strings. */
  totalGross: z.string(),
  totalDeductions: z.string(),
  totalNet: z.string(),
  generatedAt: z.string().nullable(),
  generatedByName: z.string().nullable(),
  /** The generation queued or running now, if any. */
  generationJobId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  postedAt: z.string().nullable(),
  postedByName: z.string().nullable(),
  /** An adjustment payroll: the posted payroll it corrects (decision 064). */
  adjustsPayrollId: z.number().int().nullable(),
  adjustsPayrollName: z.string().nullable(),
  /** The latest sign-off request (null before the first submission). */
  approval: approvalSummarySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payroll = z.infer<typeof payrollSchema>;

export const LINE_ITEM_KINDS = ['Earning', 'Deduction', 'EmployerShare', 'CarriedOver'] as const;
/** One amount of a line and how it was reached. Earnings less deductions are the net pay. */
export const payrollLineItemSchema = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(LINE_ITEM_KINDS),
  amount: z.string(),
  basis: z.string(),
});
export type PayrollLineItem = z.infer<typeof payrollLineItemSchema>;

export const timeSummarySchema = z.object({
  paidDays: z.string(),
  absentDays: z.string(),
  tardyMinutes: z.number().int(),
  undertimeMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  leaveWithoutPayDays: z.string(),
  restDayOrHolidayMinutes: z.number().int(),
  /** Minutes worked between 22:00 and 06:00, all days (absent on lines generated before decision 065). */
  nightMinutes: z.number().int().optional(),
});
export type TimeSummary = z.infer<typeof timeSummarySchema>;

export const payrollLineSchema = z.object({
  id: z.string(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  salaryType: z.number().int(),
  salaryAmount: z.string(),
  monthlyBasic: z.string(),
  dailyRate: z.string(),
  basicPay: z.string(),
  absenceDeduction: z.string(),
  tardinessDeduction: z.string(),
  lwopDeduction: z.string(),
  overtimePay: z.string(),
  premiumPay: z.string(),
  grossPay: z.string(),
  sssEmployee: z.string(),
  sssEmployer: z.string(),
  sssEc: z.string(),
  sssMpfEmployee: z.string(),
  sssMpfEmployer: z.string(),
  philHealthEmployee: z.string(),
  philHealthEmployer: z.string(),
  pagIbigEmployee: z.string(),
  pagIbigEmployer: z.string(),
  taxableCompensation: z.string(),
  withholdingTax: z.string(),
  totalDeductions: z.string(),
  netPay: z.string(),
  carriedOver: z.string(),
  items: z.array(payrollLineItemSchema),
  timeSummary: timeSummarySchema,
});
export type PayrollLine = z.infer<typeof payrollLineSchema>;
