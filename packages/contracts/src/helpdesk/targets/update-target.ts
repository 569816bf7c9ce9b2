import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { TICKET_PRIORITIES } from '../tickets/ticket.ts';
import { targetFieldsSchema, targetSchema } from './target.ts';

export const updateTargetEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/cpd/it-service-request-targets/{priority}',
  summary: "Changes a priority's targets; open requests are measured against the targets as they are now.",
  params: z.object({ priority: z.enum(TICKET_PRIORITIES) }),
  body: targetFieldsSchema,
  response: targetSchema,
});
