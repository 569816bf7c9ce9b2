// The public /request page: Employee ID plus date of birth, for that employee's own logs and DTR.
// Attempts are counted in the database (dtr_public_lookups): per address at most 10 failed and
// 60 in all, per Employee ID at most 5 failed, within 15 minutes. A failed pair says nothing
// about which half was wrong.
import {
  REQUEST_LOOKUP_FAILED,
  REQUEST_LOOKUP_LIMITED,
  requestBiometricLogsEndpoint,
  requestDtrEndpoint,
} from '@ilaw/contracts/dtr/requests';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { HttpError, tooManyRequests } from '../../platform/http/errors.ts';
import { buildEmployeeDtrs } from './compute.ts';
import { employeeLogs } from './queries.ts';

const WINDOW = "interval '15 minutes'";
export const LIMITS = { failedPerIp: 10, allPerIp: 60, failedPerEmployee: 5 };

async function lookUp(db: Kysely<Database>, ip: string, employeeId: string, birthDate: string): Promise<number> {
  const employeeKey = employeeId.trim().toLowerCase();
  const counts = await sql<{ ip_failed: number; ip_all: number; emp_failed: number }>`
    SELECT
      count(*) FILTER (WHERE ip_address = ${ip} AND NOT succeeded)::int AS ip_failed,
      count(*) FILTER (WHERE ip_address = ${ip})::int AS ip_all,
      count(*) FILTER (WHERE employee_key = ${employeeKey} AND NOT succeeded)::int AS emp_failed
    FROM dtr_public_lookups
    WHERE at > now() - ${sql.raw(WINDOW)} AND (ip_address = ${ip} OR employee_key = ${employeeKey})`.execute(db);
  const c = counts.rows[0]!;
  if (c.ip_failed >= LIMITS.failedPerIp || c.ip_all >= LIMITS.allPerIp || c.emp_failed >= LIMITS.failedPerEmployee) {
    throw tooManyRequests(REQUEST_LOOKUP_LIMITED);
  }
  const found = await db
    .selectFrom('employees')
    .select('id')
    .where(sql<boolean>`lower(employee_id) = ${employeeKey}`)
    .where('birth_date', '=', birthDate)
    .executeTakeFirst();
  await db
    .insertInto('dtr_public_lookups')
    .values({ ip_address: ip, employee_key: employeeKey, succeeded: !!found })
    .execute();
  if (!found) throw new HttpError(400, REQUEST_LOOKUP_FAILED);
  return found.id;
}

export const requestBiometricLogs = defineRoute({
  endpoint: requestBiometricLogsEndpoint,
  access: PUBLIC,
  async handler({ query, db, ip }) {
    const id = await lookUp(db, ip, query.employeeId, query.birthDate);
    // Only what the page shows: no device serials beyond the log itself, no other employees.
    return employeeLogs(db, id, query.from, query.to);
  },
});

export const requestDtr = defineRoute({
  endpoint: requestDtrEndpoint,
  access: PUBLIC,
  async handler({ query, db, ip }) {
    const id = await lookUp(db, ip, query.employeeId, query.birthDate);
    const [sheet] = await buildEmployeeDtrs(db, [id], query.from, query.to);
    return sheet!;
  },
});

export const requestRoutes = [requestBiometricLogs, requestDtr];
