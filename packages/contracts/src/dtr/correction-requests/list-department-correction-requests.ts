import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId, integer } from '../../primitives.ts';
import { correctionRequestSchema } from './correction-request.ts';

const id = recordId();

export const departmentCorrectionRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/departments/daily-time-record/correction-requests',
  summary: 'DTR correction requests of the department (pending first).',
  query: z.object({ status: integer(0, 3).optional(), departmentId: id.optional() }),
  response: z.array(correctionRequestSchema),
});
