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

export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  /** Entries whose keyed hash was checked. */
  checked: z.number().int(),
  /** The first entry found changed, out of place or added outside the portal. */
  firstBrokenId: z.number().int().nullable(),
  /** Where and why the trail breaks (removed last entries included), or null when it is sound. */
  problem: z.string().nullable(),
  /** How many entries the signed checkpoint kept outside the trail says there are. */
  checkpointCount: z.number().int().nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

export const verifyAuditChainEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/audit/verify',
  summary:
    'Walk the keyed audit chain and compare its end with the signed checkpoints; report the first entry changed, or the entries missing at the end (Admin, AuditViewer).',
  response: auditVerificationSchema,
});
