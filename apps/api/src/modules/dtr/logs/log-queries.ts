// Biometric logs as the screens read them.
import type { BiometricLog } from '@ilaw/contracts/dtr/logs/biometric-log';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fullNameSql } from '../compute.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function logQuery(db: Db) {
  return db
    .selectFrom('biometric_logs as l')
    .leftJoin('employees as e', 'e.id', 'l.employee_id')
    .select([
      'l.id',
      'l.employee_id',
      fullNameSql().as('full_name'),
      'l.biometric_user_id',
      'l.device_serial',
      'l.log_date',
      'l.log_time',
      'l.verify_mode',
      'l.in_out_state',
    ]);
}

export function toLog(r: {
  id: number;
  employee_id: number | null;
  full_name: string | null;
  biometric_user_id: string;
  device_serial: string;
  log_date: string;
  log_time: string;
  verify_mode: number | null;
  in_out_state: number | null;
}): BiometricLog {
  return {
    id: r.id,
    employeeId: r.employee_id,
    fullName: r.full_name,
    biometricUserId: r.biometric_user_id,
    deviceSerial: r.device_serial,
    logDate: r.log_date,
    logTime: r.log_time.slice(0, 8),
    verifyMode: r.verify_mode,
    inOutState: r.in_out_state,
  };
}

export async function employeeLogs(db: Db, employeeId: number, from: string, to: string): Promise<BiometricLog[]> {
  const rows = await logQuery(db)
    .where('l.employee_id', '=', employeeId)
    .where('l.log_date', '>=', from)
    .where('l.log_date', '<=', to)
    .orderBy('l.log_date')
    .orderBy('l.log_time')
    .execute();
  return rows.map(toLog);
}

/** The expressions the paged log lists sort by (contract: BIOMETRIC_LOG_SORT_COLUMNS). */
export const LOG_SORT = {
  logDate: sql`l.log_date + l.log_time`,
  fullName: sql`lower(e.last_name || ', ' || e.first_name)`,
  biometricUserId: sql`l.biometric_user_id`,
  deviceSerial: sql`l.device_serial`,
};
