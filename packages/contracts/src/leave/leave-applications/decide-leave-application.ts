import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { cleanString } from '../../validation.ts';
import { leaveApplicationSchema } from './leave-application.ts';

export const decideLeaveApplicationEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/leave-applications/{id}/decision',
  summary: 'Approve (posts Used, and WithoutPay for days beyond the balance) or disapprove.',
  params: idParam,
  body: z.object({ approve: z.boolean(), remarks: cleanString().trim().max(500).optional() }),
  response: leaveApplicationSchema,
});
