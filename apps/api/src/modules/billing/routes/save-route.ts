import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { checkBranch } from '../branches.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { createRouteEndpoint } from '@ilaw/contracts/billing/routes/create-route';

/** Create and update take the same fields. */
type RouteBody = InputOf<typeof createRouteEndpoint>['body'];

export async function saveRoute(trx: Transaction<Database>, body: RouteBody, id: number | null) {
  await checkBranch(trx, body.branchCode);
  if (body.meterReaderId !== null) {
    const m = await trx
      .selectFrom('billing_meter_readers')
      .select(['branch_code', 'is_active'])
      .where('id', '=', body.meterReaderId)
      .executeTakeFirst();
    if (!m) throw fieldError('meterReaderId', 'The meter reader was not found.');
    if (m.branch_code !== body.branchCode)
      throw fieldError('meterReaderId', 'The meter reader works in another branch.');
  }
  const dup = await trx
    .selectFrom('billing_routes')
    .select('id')
    .where('branch_code', '=', body.branchCode)
    .where('code', '=', body.code)
    .$if(id !== null, (q) => q.where('id', '<>', id!))
    .executeTakeFirst();
  if (dup) throw conflict(ROUTE_TAKEN, 'code');
  return {
    branch_code: body.branchCode,
    code: body.code,
    name: body.name,
    meter_reader_id: body.meterReaderId,
    reading_day: body.readingDay,
    is_active: body.isActive,
  };
}

const ROUTE_TAKEN = 'This branch already has a route with this code.';

/** Two clerks saving one route code at once: the unique key decides, with the same message. */
export const routeTaken = duplicateToConflict({
  constraint: 'billing_routes_branch_code_code',
  message: ROUTE_TAKEN,
  field: 'code',
});
