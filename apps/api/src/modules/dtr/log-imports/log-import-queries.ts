// Log imports as the contract's rows.
import type { BiometricImport } from '@ilaw/contracts/dtr/log-imports/log-import';
import type { Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export function toImport(r: Selectable<Database['biometric_imports']>): BiometricImport {
  return {
    id: r.id,
    source: r.source,
    deviceSerial: r.device_serial,
    fileName: r.file_name,
    totalLines: r.total_lines,
    inserted: r.inserted,
    duplicates: r.duplicates,
    unknownUserIds: r.unknown_user_ids,
    rejectedLines: r.rejected_lines,
    createdAt: r.created_at.toISOString(),
  };
}
