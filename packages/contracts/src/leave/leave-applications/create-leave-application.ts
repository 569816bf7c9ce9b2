import { z } from 'zod';
import { endpoint, isoDate } from '../../http.ts';
import { id } from '../../primitives.ts';
import { cleanString } from '../../validation.ts';
import { leaveApplicationSchema } from './leave-application.ts';

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
