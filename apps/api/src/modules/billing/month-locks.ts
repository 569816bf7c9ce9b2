// Billing's lock subjects (platform/posting) and what a month's running computations look like.
// A bill month's lock is taken exclusive by whatever changes or closes the month (readings, rates,
// configuration, closing: openMonthForChange) and shared by each computation batch, which then
// re-reads the month inside its transaction: closing waits for the batch in progress, and the next
// batch finds the month closed and stops. Batches of one month also take the compute lock, one at
// a time, so the standing-bill check stays true until their bills commit.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { startBulkComputeEndpoint } from '@ilaw/contracts/billing/bills/start-bulk-compute';
import type { Database } from '../../platform/db/schema.ts';
import type { InputOf } from '../../platform/http/define-route.ts';

export const BILLING_LOCK = {
  month: 'billing-month',
  compute: 'billing-compute',
  /** Queueing a bulk computation: an identical one already queued or running is answered instead. */
  computeStart: 'billing-compute-start',
  /** Meter reader route assignment, per branch. */
  readerRoutes: 'billing-reader-routes',
} as const;

export const COMPUTE_JOB = 'billing.compute';

export const COMPUTING_NOW = 'Bills are being computed for this month; try again when the computation ends.';

export function closedDuringComputation(period: string, posted: number): string {
  return posted === 0
    ? `Bill month ${period} is closed; it takes no changes.`
    : `Bill month ${period} was closed during the computation; the ${posted.toLocaleString('en-PH')} bills posted before it closed stand.`;
}

/** A bulk computation's scope, as its endpoint takes it. */
export type ComputeJobScope = InputOf<typeof startBulkComputeEndpoint>['body'];

/** Bulk computations of the month that will post bills, queued or running; with `scope`, only identical ones. */
export async function activeComputation(
  db: Kysely<Database> | Transaction<Database>,
  billMonthId: number,
  scope?: ComputeJobScope,
): Promise<string | null> {
  const row = await sql<{ id: string }>`
    SELECT id FROM jobs
    WHERE kind = ${COMPUTE_JOB} AND status IN ('queued', 'running')
      AND (payload->>'billMonthId')::int = ${billMonthId}
      AND (${scope === undefined} OR (
        coalesce((payload->>'testMode')::boolean, false) = ${scope?.testMode ?? false}
        AND (payload->>'routeId')::int IS NOT DISTINCT FROM ${scope?.routeId ?? null}::int
        AND (payload->>'branchCode')::int IS NOT DISTINCT FROM ${scope?.branchCode ?? null}::int))
      AND (${scope !== undefined} OR NOT coalesce((payload->>'testMode')::boolean, false))
    ORDER BY created_at LIMIT 1`.execute(db);
  return row.rows[0]?.id ?? null;
}
