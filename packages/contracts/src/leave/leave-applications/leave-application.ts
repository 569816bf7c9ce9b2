// Leave applications: filed by HR or the employee, decided through the approval engine, withdrawn
// while pending or cancelled (an approved one by reversal).
import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { requiredDate } from '../../hr/fields.ts';
import { id } from '../../primitives.ts';
import { MESSAGES, requiredText } from '../../validation.ts';

/** The approval engine's document type of a leave application (its sign-off prints on CSC Form 6). */
export const LEAVE_APPLICATION_DOCUMENT_TYPE = 'leave.application';

/** Decimal day counts travel as strings ('1.25'). */
const days = z.string();

export const leaveApplicationSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  leaveTypeId: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  days,
  reason: z.string(),
  status: z.number().int(),
});
export type LeaveApplication = z.infer<typeof leaveApplicationSchema>;

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
  /** The application's approval: current step and whether the signed-in user may decide or withdraw. */
  approval: approvalSummarySchema.nullable(),
});

/** Columns the application lists sort by (newest leave first otherwise). */
export const LEAVE_APPLICATION_SORT_COLUMNS = [
  'dateFrom',
  'employeeName',
  'leaveTypeCode',
  'days',
  'status',
  'filedAt',
] as const;

export type LeaveApplicationRow = z.infer<typeof leaveApplicationRowSchema>;

export const HALF_DAY_MESSAGE = 'Days are whole or half days.';

/** Whole or half days, required. */
export const leaveDays = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { message: MESSAGES.required, abort: true })
  .regex(/^\d{1,3}(\.(5|0|00|50))?$/, HALF_DAY_MESSAGE);

export const DAYS_OVER_RANGE = 'The days must not exceed the calendar days from the start to the end date.';

export const myLeaveApplicationFieldsSchema = z
  .object({
    leaveTypeId: id('This field is required.'),
    dateFrom: requiredDate(),
    dateTo: requiredDate(),
    days: leaveDays,
    reason: requiredText(1, 500),
  })
  .refine((v) => v.dateTo >= v.dateFrom, {
    path: ['dateTo'],
    message: 'The end date must not be before the start date.',
  })
  .refine((v) => Number(v.days) > 0, { path: ['days'], message: HALF_DAY_MESSAGE });

export type MyLeaveApplicationFields = z.input<typeof myLeaveApplicationFieldsSchema>;

export const ONLY_PENDING_WITHDRAWN =
  'Only a pending leave application can be withdrawn. Ask HR to cancel an approved one.';

export const ALREADY_DISAPPROVED = 'This leave application was disapproved; there is nothing to cancel.';

export const ALREADY_CANCELLED = 'This leave application has already been cancelled.';

export const APPLICATION_NOT_FOUND = 'The leave application was not found.';

export const cancelReasonSchema = z.object({
  reason: requiredText(1, 500),
});

export type CancelReasonFields = z.input<typeof cancelReasonSchema>;
