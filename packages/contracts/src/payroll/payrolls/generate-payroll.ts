import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';

export const generatePayrollEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/payrolls/{id}/generate',
  summary:
    "Generate (or regenerate) a draft payroll's lines as a background job: 202 with the job to follow at /api/v2/jobs/{id}. Asked again while it runs, answers the same job.",
  params: idParam,
  response: z.object({ jobId: z.string() }),
});
