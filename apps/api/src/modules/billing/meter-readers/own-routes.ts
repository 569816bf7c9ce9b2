// A meter reader reads their own routes (issue 11, item 8; docs/decisions/047): a user whose only
// billing role is MeterReader lists, opens and enters readings on the routes of the meter reader
// record linked to their account; office roles read every route.
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { forbidden } from '../../../platform/http/errors.ts';

/** Roles that work on every route (office staff). */
const EVERY_ROUTE_ROLES: readonly Role[] = [
  'BillingReport',
  'BillingTransactions',
  'BillingEncoder',
  'BillCancellationApprover',
  'Teller',
  'Cashier',
  'Admin',
];

export const NOT_YOUR_ROUTE = 'This route is assigned to another meter reader.';

/** True when the user reads only their own routes (a meter reader without an office role). */
export function readsOwnRoutesOnly(user: Pick<SessionUser, 'roles'>): boolean {
  return user.roles.includes('MeterReader') && !user.roles.some((r) => EVERY_ROUTE_ROLES.includes(r));
}

/** Route ids (`r.id`) of the active meter reader records linked to the user. */
export function ownRouteIds(userId: number) {
  return sql<number>`(SELECT r.id FROM billing_routes r JOIN billing_meter_readers m ON m.id = r.meter_reader_id
    WHERE m.user_id = ${userId} AND m.is_active)`;
}

/** Refuses a route (or a consumer's route, null when it has none) that is not the reader's own. */
export async function assertOwnRoute(
  db: Kysely<Database> | Transaction<Database>,
  user: SessionUser,
  routeId: number | null,
): Promise<void> {
  if (!readsOwnRoutesOnly(user)) return;
  if (routeId !== null) {
    const own = await sql<{ ok: number }>`SELECT 1 AS ok WHERE ${routeId} IN ${ownRouteIds(user.id)}`.execute(db);
    if (own.rows.length > 0) return;
  }
  throw forbidden(NOT_YOUR_ROUTE);
}
