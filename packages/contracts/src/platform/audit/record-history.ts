import { endpoint } from '../../http.ts';
import { cleanString } from '../../validation.ts';
import { auditEntrySchema } from '../audit.ts';
import { z } from 'zod';

export const recordHistoryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/audit/{entityType}/{entityId}',
  summary: 'The audited history of one record, oldest first. Who may read it depends on the record type.',
  params: z.object({ entityType: cleanString().min(1).max(50), entityId: cleanString().min(1).max(100) }),
  response: z.array(auditEntrySchema),
});
