// How many consumers the cooperative (or one branch) serves: the active accounts. Technical
// services divides its reliability indices by it.
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export async function consumersServed(db: Kysely<Database>, branchCode?: number): Promise<number> {
  let q = db
    .selectFrom('billing_consumers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_status', '=', ACCOUNT_STATUS.Active.value);
  if (branchCode !== undefined) q = q.where('branch_code', '=', branchCode);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export interface RouteConsumers {
  routeId: number;
  branchCode: number;
  code: string;
  name: string;
  /** Active accounts on the route now. */
  consumers: number;
}

/**
 * The active consumers on each route: of the routes named (`routeIds`), or of every route of a
 * branch. Technical services counts an interruption's consumers affected with it.
 */
export async function activeConsumersByRoute(
  db: Kysely<Database> | Transaction<Database>,
  by: { routeIds: number[] } | { branchCode: number },
): Promise<RouteConsumers[]> {
  let q = db
    .selectFrom('billing_routes as r')
    .leftJoin('billing_consumers as c', (j) =>
      j.onRef('c.route_id', '=', 'r.id').on('c.account_status', '=', ACCOUNT_STATUS.Active.value),
    )
    .select(['r.id', 'r.branch_code', 'r.code', 'r.name', (eb) => eb.fn.count<number>('c.id').as('n')])
    .groupBy(['r.id', 'r.branch_code', 'r.code', 'r.name'])
    .orderBy('r.code');
  if ('routeIds' in by) {
    if (by.routeIds.length === 0) return [];
    q = q.where('r.id', 'in', by.routeIds);
  } else q = q.where('r.branch_code', '=', by.branchCode).where('r.is_active', '=', true);
  return (await q.execute()).map((r) => ({
    routeId: r.id,
    branchCode: r.branch_code,
    code: r.code,
    name: r.name,
    consumers: Number(r.n),
  }));
}
