import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../http.ts';

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});

export const listMailOutboxEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/mail-outbox',
  summary: 'Mail the portal has sent or queued (password resets), newest first.',
  query: pagingQuery,
  response: pagedOf(outboxMessageSchema),
});
