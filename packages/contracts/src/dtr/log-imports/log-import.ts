// A log import: an uploaded attendance file or a device push, with what it added and refused.
import { z } from 'zod';

export const importDeviceSerial = z
  .string()
  .trim()
  .max(50)
  .regex(/^[A-Za-z0-9_-]*$/, 'Letters, digits, - and _ only.');

export const biometricImportSchema = z.object({
  id: z.number().int(),
  source: z.enum(['file', 'push']),
  deviceSerial: z.string(),
  fileName: z.string().nullable(),
  totalLines: z.number().int(),
  inserted: z.number().int(),
  duplicates: z.number().int(),
  unknownUserIds: z.array(z.string()),
  rejectedLines: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  createdAt: z.string(),
});

export type BiometricImport = z.infer<typeof biometricImportSchema>;

export const importLogsBody = z.object({ deviceSerial: importDeviceSerial.default('') });
