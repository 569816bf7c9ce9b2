// Withdrawing or cancelling a leave application. An employee withdraws their own while it is
// pending; HR cancels a pending one, or an approved one by posting lines that reverse what its
// approval posted (the ledger is never edited). A disapproved or cancelled one stays as it is.
import { z } from 'zod';
import { endpoint, idParam } from '../http.ts';
import { cleanString } from '../validation.ts';
import { leaveApplicationRowSchema } from './leave-applications.ts';

export const ONLY_PENDING_WITHDRAWN =
  'Only a pending leave application can be withdrawn. Ask HR to cancel an approved one.';
export const ALREADY_DISAPPROVED = 'This leave application was disapproved; there is nothing to cancel.';
export const ALREADY_CANCELLED = 'This leave application has already been cancelled.';
export const APPLICATION_NOT_FOUND = 'The leave application was not found.';

export const cancelReasonSchema = z.object({
  reason: cleanString().trim().min(1, 'This field is required.').max(500),
});
export type CancelReasonFields = z.input<typeof cancelReasonSchema>;

export const withdrawMyLeaveApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/user/leave-applications/{id}/withdrawal',
  summary: 'Withdraw my own pending leave application (409 once it is approved or disapproved).',
  params: idParam,
  body: cancelReasonSchema,
  response: leaveApplicationRowSchema,
});

export const cancelLeaveApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leave-applications/{id}/cancellation',
  summary:
    'Cancel a pending application, or reverse an approved one: a reversing line is posted against each of its Used and WithoutPay lines.',
  params: idParam,
  body: cancelReasonSchema,
  response: leaveApplicationRowSchema,
});
