import { z } from 'zod';
import { requiredAmount, requiredDate } from '../../hr/fields.ts';
import { endpoint } from '../../http.ts';

const money = z.string();

/** The shape exactly (decimal strings). */
export const statutoryDeductionsSchema = z.object({
  sss: z.object({
    monthlySalaryCredit: money,
    /** Includes the provident-fund part. */
    employee: money,
    /** Includes the provident-fund part; EC is separate. */
    employer: money,
    employeesCompensation: money,
    mpfEmployee: money,
    mpfEmployer: money,
  }),
  philHealth: z.object({ premium: money, employee: money, employer: money }),
  pagIbig: z.object({ employee: money, employer: money }),
  taxableCompensation: money,
  withholdingTax: money,
});
export type StatutoryDeductions = z.infer<typeof statutoryDeductionsSchema>;

export const getStatutoryDeductionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payroll/statutory-deductions',
  summary:
    "Contributions and withholding for a monthly-paid employee with no other income that month, from the tables in force on date: SSS (salary credit, shares with the provident fund, EC), PhilHealth, Pag-IBIG, and the monthly table's tax on basic less the employee's contributions.",
  query: z.object({ monthlyBasic: requiredAmount(), date: requiredDate() }),
  response: statutoryDeductionsSchema,
});
