import { z } from 'zod';
import { endpoint, queryBoolean } from '../../http.ts';
import { goLiveKindParam } from './download-golive-template.ts';

/** What a go-live import job reports while it runs (GET /api/v2/jobs/{id}: messages). */
export const GOLIVE_JOB_MESSAGES = {
  queued: 'Waiting for its turn.',
  read: (rows: number) => `Read ${rows.toLocaleString('en-US')} rows; checking each.`,
  checked: (rows: number) => `Checked ${rows.toLocaleString('en-US')} rows; posting the good ones.`,
} as const;

export const startGoLiveImportEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/GoLive/{kind}/Jobs',
  summary:
    'The go-live import of a file (.xlsx or .csv, multipart field "file") as a background job: the file is kept, the job reads, checks and posts it exactly as the Import endpoint does and keeps its ImportResult as the job result. Follow it at /api/v2/jobs/{id} (progress: rows read, checked, posted). dryRun=true as for Import.',
  params: goLiveKindParam,
  query: z.object({ dryRun: queryBoolean.optional() }),
  multipart: true,
  response: z.object({ jobId: z.string() }),
});
