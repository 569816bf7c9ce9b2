import { z } from 'zod';
import { endpoint } from '../http.ts';
import { cleanString } from '../validation.ts';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  oldValues: z.record(z.string(), z.unknown()).nullable(),
  newValues: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const recordHistoryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/audit/{entityType}/{entityId}',
  summary: 'The audited history of one record, oldest first. Who may read it depends on the record type.',
  params: z.object({ entityType: cleanString().min(1).max(50), entityId: cleanString().min(1).max(100) }),
  response: z.array(auditEntrySchema),
});

export const verifyAuditChainEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/audit/verify',
  summary: 'Walk the audit chain and report the first entry whose hash does not match.',
  response: z.object({ ok: z.boolean(), checked: z.number().int(), firstBrokenId: z.number().int().nullable() }),
});
