import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { requiredDate } from '../../hr/fields.ts';
import { id } from '../../primitives.ts';
import { MESSAGES, requiredText } from '../../validation.ts';
import { leaveApplicationSchema, leaveDays } from './leave-application.ts';

export const createLeaveApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leave-applications',
  summary: 'File a leave application for an employee (pending approval).',
  body: z
    .object({
      employeeId: id(MESSAGES.required),
      leaveTypeId: id(MESSAGES.required),
      dateFrom: requiredDate(),
      dateTo: requiredDate(),
      days: leaveDays,
      reason: requiredText(1, 500),
    })
    .refine((v) => v.dateTo >= v.dateFrom, {
      path: ['dateTo'],
      message: 'The end date must not be before the start date.',
    }),
  response: leaveApplicationSchema,
});
