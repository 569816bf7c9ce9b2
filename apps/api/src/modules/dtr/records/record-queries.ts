// Stored DTR days of a period with each employee's head, for the department and HR lists.
import type { DailyTimeRecord } from '@ilaw/contracts/dtr/records/daily-time-record';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { fullNameSql, storedToDto } from '../compute.ts';
import { employeeLogs } from '../logs/log-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Stored DTR days of a period with each employee's head, for the department and HR lists. */
export function storedDtrQuery(db: Db, from: string, to: string) {
  return db
    .selectFrom('daily_time_records as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .selectAll('r')
    .select([
      'e.employee_id as employee_no',
      fullNameSql().as('full_name'),
      'e.department_id',
      'd.name as department_name',
      'e.position',
    ])
    .where('r.record_date', '>=', from)
    .where('r.record_date', '<=', to);
}

type StoredDtrRow = Awaited<ReturnType<ReturnType<typeof storedDtrQuery>['executeTakeFirstOrThrow']>>;

export function storedDtrToDto(r: StoredDtrRow): DailyTimeRecord {
  return storedToDto(r, {
    id: r.employee_id,
    employee_id: r.employee_no,
    full_name: r.full_name,
    department_id: r.department_id,
    department_name: r.department_name,
    position: r.position,
  });
}

export async function mustExist(db: Parameters<typeof employeeLogs>[0], employeeId: number): Promise<void> {
  const row = await db.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst();
  if (!row) throw notFound('The employee was not found.');
}

/** The expressions the paged DTR lists sort by (contract: DTR_SORT_COLUMNS). */
export const DTR_SORT = {
  employeeNo: sql`e.employee_id`,
  fullName: sql`lower(e.last_name || ', ' || e.first_name)`,
  dailyTimeRecordDate: sql`r.record_date`,
  tardyMinutes: sql`r.tardy_minutes`,
  undertimeMinutes: sql`r.undertime_minutes`,
  overtimeMinutes: sql`r.overtime_minutes`,
  absentDays: sql`r.absent_days`,
};
