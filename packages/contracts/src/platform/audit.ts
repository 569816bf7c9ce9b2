import { z } from 'zod';

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
