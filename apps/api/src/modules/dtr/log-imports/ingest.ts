// Stores parsed logs set-based: one INSERT ... SELECT FROM unnest(...) per chunk, idempotent on
// (device, user, date, time), each log linked to the employee with that biometric ID when one
// exists. Unknown IDs are kept (employee_id null) and reported on the import record.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { ParseResult } from './parse-logs.ts';

const CHUNK = 5000;

export interface IngestOutcome {
  importId: number;
  totalLines: number;
  inserted: number;
  duplicates: number;
  unknownUserIds: string[];
  rejectedLines: { line: number; reason: string }[];
}

export async function ingestLogs(
  trx: Transaction<Database>,
  input: {
    source: 'file' | 'push';
    deviceSerial: string;
    fileName: string | null;
    parsed: ParseResult;
    createdBy: number | null;
  },
): Promise<IngestOutcome> {
  const { parsed } = input;
  const imp = await trx
    .insertInto('biometric_imports')
    .values({
      source: input.source,
      device_serial: input.deviceSerial,
      file_name: input.fileName,
      total_lines: parsed.totalLines,
      unknown_user_ids: '[]',
      rejected_lines: JSON.stringify(parsed.rejected.slice(0, 1000)),
      created_by: input.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let inserted = 0;
  for (let i = 0; i < parsed.logs.length; i += CHUNK) {
    const chunk = parsed.logs.slice(i, i + CHUNK);
    const result = await sql`
      INSERT INTO biometric_logs (device_serial, biometric_user_id, log_date, log_time, employee_id, verify_mode, in_out_state, work_code, import_id)
      SELECT ${input.deviceSerial}, v.uid, v.d, v.t, e.id, v.vm, v.st, v.wc, ${imp.id}::int
      FROM unnest(${chunk.map((l) => l.biometricUserId)}::text[], ${chunk.map((l) => l.logDate)}::date[],
                  ${chunk.map((l) => l.logTime)}::time[], ${chunk.map((l) => l.verifyMode)}::smallint[],
                  ${chunk.map((l) => l.inOutState)}::smallint[], ${chunk.map((l) => l.workCode)}::text[])
           AS v(uid, d, t, vm, st, wc)
      LEFT JOIN employees e ON e.biometric_user_id = v.uid
      ON CONFLICT (device_serial, biometric_user_id, log_date, log_time) DO NOTHING`.execute(trx);
    inserted += Number(result.numAffectedRows ?? 0);
  }

  const ids = [...new Set(parsed.logs.map((l) => l.biometricUserId))];
  let unknownUserIds: string[] = [];
  if (ids.length > 0) {
    const known = await sql<{ biometric_user_id: string }>`
      SELECT biometric_user_id FROM employees WHERE biometric_user_id = ANY(${ids}::text[])`.execute(trx);
    const knownSet = new Set(known.rows.map((r) => r.biometric_user_id));
    unknownUserIds = ids.filter((id) => !knownSet.has(id)).sort();
  }
  const duplicates = parsed.logs.length - inserted;
  await trx
    .updateTable('biometric_imports')
    .set({ inserted, duplicates, unknown_user_ids: JSON.stringify(unknownUserIds) })
    .where('id', '=', imp.id)
    .execute();
  return {
    importId: imp.id,
    totalLines: parsed.totalLines,
    inserted,
    duplicates,
    unknownUserIds,
    rejectedLines: parsed.rejected,
  };
}

/** Links logs that arrived before HR gave the employee their biometric ID. */
export async function relinkUnknownLogs(trx: Transaction<Database>): Promise<void> {
  await sql`
    UPDATE biometric_logs l SET employee_id = e.id
    FROM employees e
    WHERE l.employee_id IS NULL AND e.biometric_user_id = l.biometric_user_id`.execute(trx);
}
