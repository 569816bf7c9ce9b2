// An employee's year in the payroll (issue 13 item 7, decision 064): the figures of BIR Form 2316
// from the posted payrolls of the calendar year, the tax due on the annual table, and what was
// withheld (the December annualization makes them meet).
import { z } from 'zod';

export const annualSummarySchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  year: z.number().int(),
  /** Pesos, decimal strings. Gross compensation (tax refunds are not compensation). */
  grossCompensation: z.string(),
  /** Basic salary earned: basic pay less absences, leave without pay and tardiness. */
  basicSalary: z.string(),
  overtimeAndPremiums: z.string(),
  /** Allowances and one-time earnings of regular payrolls. */
  allowances: z.string(),
  /** 13th month and other benefits paid, and the part the 90,000 ceiling exempted. */
  thirteenthMonthAndOtherBenefits: z.string(),
  exemptThirteenthMonthAndOtherBenefits: z.string(),
  /** De minimis and other non-taxable earnings of regular payrolls. */
  deMinimisAndOtherNonTaxable: z.string(),
  /** Employee SSS (with the provident fund), PhilHealth and Pag-IBIG. */
  mandatoryContributions: z.string(),
  taxableCompensation: z.string(),
  /** The annual table on the taxable compensation. */
  taxDue: z.string(),
  /** Withheld less refunded. */
  taxWithheld: z.string(),
  /** Withheld less due: positive was withheld too much, negative is still due. */
  difference: z.string(),
  payrolls: z.number().int(),
});
export type AnnualSummary = z.infer<typeof annualSummarySchema>;
