// Leave applications: HR's list with filters, and the employee's own list and filing.
import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../http.ts';
import { id, integer } from '../primitives.ts';
import { cleanString } from '../validation.ts';

/**
 * Status: Approval (SPEC.md section 3): Pending 0, Approved 1, Disapproved 2; plus Cancelled 3 for
 * an application withdrawn while pending or reversed after approval (decision 023).
 */
export const LEAVE_APPLICATION_STATUS = {
  Pending: { value: 0, label: 'Pending' },
  Approved: { value: 1, label: 'Approved' },
  Disapproved: { value: 2, label: 'Disapproved' },
  Cancelled: { value: 3, label: 'Cancelled' },
} as const;

export const leaveApplicationRowSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  leaveTypeId: z.number().int(),
  leaveTypeCode: z.string(),
  leaveTypeName: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  days: z.string(),
  reason: z.string(),
  status: z.number().int(),
  filedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Days posted as Used (paid) and WithoutPay once approved. */
  paidDays: z.string(),
  withoutPayDays: z.string(),
});
export type LeaveApplicationRow = z.infer<typeof leaveApplicationRowSchema>;

export const listLeaveApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leave-applications',
  summary: 'Leave applications, newest leave first; filter by status, employee and a date range the leave overlaps.',
  query: pagingQuery.extend({
    status: integer(0, 3).optional(),
    employeeId: id().optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  }),
  response: pagedOf(leaveApplicationRowSchema),
});

export const myLeaveApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/leave-applications',
  summary: 'My leave applications, newest leave first.',
  query: pagingQuery,
  response: pagedOf(leaveApplicationRowSchema),
});

export const HALF_DAY_MESSAGE = 'Days are whole or half days.';
export const DAYS_OVER_RANGE = 'The days must not exceed the calendar days from the start to the end date.';

export const myLeaveApplicationFieldsSchema = z
  .object({
    leaveTypeId: id('This field is required.'),
    dateFrom: isoDate,
    dateTo: isoDate,
    days: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.(5|0|00|50))?$/, HALF_DAY_MESSAGE),
    reason: cleanString().trim().min(1, 'This field is required.').max(500),
  })
  .refine((v) => v.dateTo >= v.dateFrom, {
    path: ['dateTo'],
    message: 'The end date must not be before the start date.',
  })
  .refine((v) => Number(v.days) > 0, { path: ['days'], message: HALF_DAY_MESSAGE });
export type MyLeaveApplicationFields = z.input<typeof myLeaveApplicationFieldsSchema>;

export const fileMyLeaveApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/user/leave-applications',
  summary: 'File a leave application for myself (pending HR approval). Half days (0.5) are allowed.',
  body: myLeaveApplicationFieldsSchema,
  response: leaveApplicationRowSchema,
});
