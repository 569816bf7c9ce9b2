// Leave: types, the ledger (never an editable balance), monthly earned credits, applications.
import { z } from 'zod';
import { endpoint, idParam, isoDate } from '../http.ts';
import { id, integer } from '../primitives.ts';
import { cleanString } from '../validation.ts';

/** Leave ledger line type and entry status (SPEC.md section 3). */
export const LEAVE_LINE_TYPE = {
  OpeningBalance: { value: 0, label: 'Opening Balance' },
  Earned: { value: 1, label: 'Earned' },
  Used: { value: 2, label: 'Used' },
  ClosingBalance: { value: 3, label: 'Closing Balance' },
} as const;
export const LEAVE_ENTRY_STATUS = {
  Cancelled: { value: 0, label: 'Cancelled' },
  Posted: { value: 1, label: 'Posted' },
  WithoutPay: { value: 2, label: 'Without Pay' },
} as const;

/** Decimal day counts travel as strings ('1.25'). */
const days = z.string();

export const leaveTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  earningRule: z.enum(['Monthly', 'Annual', 'None']),
  monthlyCredit: days,
  annualCredit: days,
  carriesOver: z.boolean(),
  isActive: z.boolean(),
});

export const leaveTypeOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/options/LeaveTypes',
  summary: 'Active leave types for pickers.',
  response: z.array(leaveTypeSchema),
});

export const listLeaveTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/leaves/types',
  summary: 'All leave types with their earning rules.',
  response: z.array(leaveTypeSchema),
});

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  leaveTypeId: z.number().int(),
  leaveTypeCode: z.string(),
  lineType: z.number().int(),
  status: z.number().int(),
  entryDate: z.string(),
  days,
  /** Running balance of the type after this line (Posted lines only move it). */
  balance: days,
  description: z.string(),
});

export const leaveLedgerSchema = z.object({
  employeeId: z.number().int(),
  fiscalYearId: z.number().int(),
  lines: z.array(ledgerLineSchema),
  balances: z.array(
    z.object({ leaveTypeId: z.number().int(), code: z.string(), name: z.string(), balance: days, withoutPay: days }),
  ),
});

export const employeeLeaveLedgerEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/{employeeId}/LeaveLedger',
  summary: "An employee's leave ledger for a fiscal year (default: the active one).",
  params: z.object({ employeeId: id() }),
  query: z.object({ fiscalYearId: id().optional() }),
  response: leaveLedgerSchema,
});

export const myLeaveLedgerEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/leave-ledger',
  summary: 'My leave ledger for a fiscal year (default: the active one).',
  query: z.object({ fiscalYearId: id().optional() }),
  response: leaveLedgerSchema,
});

export const monthlyEarnedLeaveSchema = z.object({
  id: z.number().int(),
  fiscalYearId: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  employeeCount: z.number().int(),
  postedAt: z.string(),
});

export const listMonthlyEarnedEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/MonthlyEarnedLeaves',
  summary: 'Monthly earned leave postings (not cancelled), newest first.',
  query: z.object({ fiscalYearId: id().optional() }),
  response: z.array(monthlyEarnedLeaveSchema),
});

export const postMonthlyEarnedEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/MonthlyEarnedLeaves',
  summary: "Post a month's leave credits to every active employee hired by the month's end; once per month.",
  body: z.object({
    year: integer(2000, 2100),
    month: integer(1, 12),
  }),
  response: monthlyEarnedLeaveSchema,
});

export const deleteMonthlyEarnedEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/isd/hr/MonthlyEarnedLeaves/{id}',
  summary: 'Reverse a monthly posting: its ledger lines become Cancelled (kept, with who and when).',
  params: idParam,
});

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

export const createLeaveApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leave-applications',
  summary: 'File a leave application for an employee (pending approval).',
  body: z
    .object({
      employeeId: id(),
      leaveTypeId: id(),
      dateFrom: isoDate,
      dateTo: isoDate,
      days: z.string().regex(/^\d{1,3}(\.(5|0|00|50))?$/, 'Days are whole or half days.'),
      reason: cleanString().trim().min(1, 'This field is required.').max(500),
    })
    .refine((v) => v.dateTo >= v.dateFrom, {
      path: ['dateTo'],
      message: 'The end date must not be before the start date.',
    }),
  response: leaveApplicationSchema,
});

export const decideLeaveApplicationEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/leave-applications/{id}/decision',
  summary: 'Approve (posts Used, and WithoutPay for days beyond the balance) or disapprove.',
  params: idParam,
  body: z.object({ approve: z.boolean(), remarks: cleanString().trim().max(500).optional() }),
  response: leaveApplicationSchema,
});

export type LeaveType = z.infer<typeof leaveTypeSchema>;
export type LeaveLedger = z.infer<typeof leaveLedgerSchema>;
export type LeaveLedgerLine = z.infer<typeof ledgerLineSchema>;
export type MonthlyEarnedLeave = z.infer<typeof monthlyEarnedLeaveSchema>;
