// The public /request page: Employee ID plus date of birth, for that employee's own logs and DTR.
// Guesses are throttled like sign-ins (platform/auth/login-throttle.ts, docs/decisions/008): a slot
// is reserved before the pair is checked, per Employee ID and address (or known browser), per
// address, all look-ups per address, and per Employee ID from everywhere per hour, which a browser
// or address that looked this employee up successfully before is not held by. Every evaluated
// look-up is recorded in dtr_public_lookups. A failed pair says nothing about which half was wrong.
import { REQUEST_LOOKUP_FAILED, REQUEST_LOOKUP_LIMITED } from '@ilaw/contracts/dtr/public-lookups/public-lookup';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { deviceSource, ensureDeviceCookie, lookupLimits, reserveGuess } from '../../../platform/auth/login-throttle.ts';
import type { Config } from '../../../platform/config/config.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { HttpError, tooManyRequests } from '../../../platform/http/errors.ts';

interface LookupInput {
  db: Kysely<Database>;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
  config: Config;
}

export async function lookUp(input: LookupInput, employeeId: string, birthDate: string): Promise<number> {
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
