import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { correctionRequestSchema } from './correction-request.ts';

export const personalCorrectionRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/personal/daily-time-record/correction-requests',
  summary: 'My DTR correction requests, newest first.',
  response: z.array(correctionRequestSchema),
});
