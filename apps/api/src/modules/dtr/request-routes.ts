// The public /request page: Employee ID plus date of birth, for that employee's own logs and DTR.
// Guesses are throttled like sign-ins (platform/auth/login-throttle.ts, docs/decisions/008): a slot
// is reserved before the pair is checked, per Employee ID and address (or known browser), per
// address, all look-ups per address, and per Employee ID from everywhere per hour, which a browser
// or address that looked this employee up successfully before is not held by. Every evaluated
// look-up is recorded in dtr_public_lookups. A failed pair says nothing about which half was wrong.
import { REQUEST_LOOKUP_FAILED, REQUEST_LOOKUP_LIMITED } from '@ilaw/contracts/dtr/public-lookups/public-lookup';
import { requestBiometricLogsEndpoint } from '@ilaw/contracts/dtr/public-lookups/list-public-biometric-logs';
import { requestDtrEndpoint } from '@ilaw/contracts/dtr/public-lookups/get-public-dtr';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../platform/config/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import { deviceSource, ensureDeviceCookie, lookupLimits, reserveGuess } from '../../platform/auth/login-throttle.ts';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { HttpError, tooManyRequests } from '../../platform/http/errors.ts';
import { buildEmployeeDtrs } from './compute.ts';
import { employeeLogs } from './queries.ts';

interface LookupInput {
  db: Kysely<Database>;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
  config: Config;
}

async function lookUp(input: LookupInput, employeeId: string, birthDate: string): Promise<number> {
  const { db, ip, request, reply, config } = input;
  const employeeKey = employeeId.trim().toLowerCase();
  const guess = await reserveGuess(
    db,
    { kind: 'lookup', subject: employeeKey, ip, device: deviceSource(request) },
    lookupLimits(config),
  );
  if (!guess) throw tooManyRequests(REQUEST_LOOKUP_LIMITED);
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
  await guess.succeeded(db, ensureDeviceCookie(request, reply, config));
  return found.id;
}

export const requestBiometricLogs = defineRoute({
  endpoint: requestBiometricLogsEndpoint,
  access: PUBLIC,
  async handler({ query, db, ip, request, reply, services }) {
    const id = await lookUp({ db, ip, request, reply, config: services.config }, query.employeeId, query.birthDate);
    // Only what the page shows: no device serials beyond the log itself, no other employees.
    return employeeLogs(db, id, query.from, query.to);
  },
});

export const requestDtr = defineRoute({
  endpoint: requestDtrEndpoint,
  access: PUBLIC,
  async handler({ query, db, ip, request, reply, services }) {
    const id = await lookUp({ db, ip, request, reply, config: services.config }, query.employeeId, query.birthDate);
    const [sheet] = await buildEmployeeDtrs(db, [id], query.from, query.to);
    return sheet!;
  },
});

export const requestRoutes = [requestBiometricLogs, requestDtr];
