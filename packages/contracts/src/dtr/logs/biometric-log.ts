// A biometric log: one punch as a device recorded it.
import { z } from 'zod';

export const biometricLogSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int().nullable(),
  fullName: z.string().nullable(),
  biometricUserId: z.string(),
  deviceSerial: z.string(),
  logDate: z.string(),
  logTime: z.string(),
  verifyMode: z.number().int().nullable(),
  inOutState: z.number().int().nullable(),
});

/** Columns the paged log lists sort by. */
export const BIOMETRIC_LOG_SORT_COLUMNS = ['logDate', 'fullName', 'biometricUserId', 'deviceSerial'] as const;

export type BiometricLog = z.infer<typeof biometricLogSchema>;
