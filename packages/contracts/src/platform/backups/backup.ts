import { z } from 'zod';

export const BACKUP_TRIGGERS = ['daily', 'command', 'user'] as const;
export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const;

export const backupSchema = z.object({
  id: z.number().int(),
  /** The daily job, `npm run backup`, or an administrator's Back up now. */
  trigger: z.enum(BACKUP_TRIGGERS),
  requestedBy: z.string().nullable(),
  status: z.enum(BACKUP_STATUSES),
  fileName: z.string(),
  sizeBytes: z.number().int().nullable(),
  message: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupStatusSchema = z.object({
  /** Newest first. */
  backups: z.array(backupSchema),
  /** The last successful backup is older than a day, none was made, or the last one failed. */
  warning: z.string().nullable(),
  /** BACKUP_DAILY_AT, or null when the daily backup is off. */
  dailyAt: z.string().nullable(),
  keep: z.number().int(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
