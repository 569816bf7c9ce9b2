import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { requiredText } from '../../validation.ts';
import { noticeSchema } from './disconnection.ts';

export const serveDisconnectionNoticeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/disconnection-notices/{id}/serve',
  summary: 'Records when and to whom the notice was served (not in the future, not before printing); once.',
  params: idParam,
  body: z.object({
    servedAt: z.iso.datetime({ offset: true, error: 'Enter a valid date and time.' }),
    servedTo: requiredText(2, 120),
  }),
  response: noticeSchema,
});
