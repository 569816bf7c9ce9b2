// Without-pay summary: days of leave taken without pay, per employee and month.
import { z } from 'zod';
import { endpoint, isoDate } from '../http.ts';
import { searchText } from '../primitives.ts';

export const withoutPayRowSchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  /** 'YYYY-MM' of the leave's start date. */
  month: z.string(),
  leaveTypeCode: z.string(),
  days: z.string(),
  applications: z.number().int(),
});
export type WithoutPayRow = z.infer<typeof withoutPayRowSchema>;

export const withoutPaySummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/without-pay-summary',
  summary:
    'Days without pay (Used lines with status WithoutPay) per employee, month and leave type, for leave starting within the period; with the total.',
  query: z
    .object({
      dateFrom: isoDate,
      dateTo: isoDate,
      search: searchText(100).optional(),
    })
    .refine((v) => v.dateTo >= v.dateFrom, {
      path: ['dateTo'],
      message: 'The end date must not be before the start date.',
    }),
  response: z.object({ rows: z.array(withoutPayRowSchema), totalDays: z.string() }),
});
