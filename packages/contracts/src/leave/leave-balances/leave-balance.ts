// Employees with their balance per leave type for a fiscal year (the Employee Leaves screen).
import { z } from 'zod';

export const employeeBalancesRowSchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  /** Balance per leave type id (Posted lines only), as exact decimal strings. */
  balances: z.record(z.string(), z.string()),
  withoutPay: z.string(),
});

export type EmployeeBalancesRow = z.infer<typeof employeeBalancesRowSchema>;
