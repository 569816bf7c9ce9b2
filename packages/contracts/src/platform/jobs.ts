import { z } from 'zod';
import { endpoint } from '../http.ts';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  progressDone: z.number().int(),
  progressTotal: z.number().int().nullable(),
  messages: z.array(z.string()),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const getJobEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/jobs/{id}',
  summary: 'Progress and result of a background job started by the signed-in user (Admin: any job).',
  params: z.object({ id: z.uuid() }),
  response: jobSchema,
});
