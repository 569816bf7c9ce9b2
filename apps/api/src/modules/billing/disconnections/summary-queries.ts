// The disconnection summary (decision 111): orders made in a date range (Manila) by day, crew,
// branch and status, with the notices printed and served in the range. The screen, its print and
// the .xlsx read this one function.
import type { DisconnectionSummary } from '@ilaw/contracts/billing/disconnections/disconnection';
import type { summaryQuery } from '@ilaw/contracts/billing/disconnections/disconnection';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';

const day = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Asia/Manila')::date`);

export async function disconnectionSummary(
  db: Kysely<Database>,
  q: z.output<typeof summaryQuery>,
): Promise<DisconnectionSummary> {
  const branch = q.branchCode !== undefined ? sql`AND c.branch_code = ${q.branchCode}` : sql``;
  const inRange = sql`${day('o.created_at')} BETWEEN ${q.from}::date AND ${q.to}::date ${branch}`;
  const from = sql`FROM billing_field_orders o JOIN billing_consumers c ON c.id = o.consumer_id`;
  const byDay = await sql<{
    key: string;
    orders: number;
    executed: number;
    disconnections: number;
    reconnections: number;
  }>`
    SELECT ${day('o.created_at')}::text AS key, count(*)::int AS orders,
           count(*) FILTER (WHERE o.status = 'Executed')::int AS executed,
           count(*) FILTER (WHERE o.kind = 'Disconnection')::int AS disconnections,
           count(*) FILTER (WHERE o.kind = 'Reconnection')::int AS reconnections
    ${from} WHERE ${inRange} GROUP BY 1 ORDER BY 1`.execute(db);
  const byCrew = await sql<{ key: string; orders: number; executed: number }>`
    SELECT coalesce(o.crew, '(not assigned)') AS key, count(*)::int AS orders,
           count(*) FILTER (WHERE o.status = 'Executed')::int AS executed
    ${from} WHERE ${inRange} GROUP BY 1 ORDER BY 1`.execute(db);
  const byBranch = await sql<{ key: string; orders: number; executed: number; arrears: string }>`
    SELECT c.branch_code::text AS key, count(*)::int AS orders,
           count(*) FILTER (WHERE o.status = 'Executed')::int AS executed,
           coalesce(sum(o.arrears), 0)::numeric(14, 2)::text AS arrears
    ${from} WHERE ${inRange} GROUP BY c.branch_code ORDER BY c.branch_code`.execute(db);
  const byStatus = await sql<{ kind: string; status: string; orders: number }>`
    SELECT o.kind, o.status, count(*)::int AS orders
    ${from} WHERE ${inRange} GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
  const notices = await sql<{ notices: number; served: number }>`
    SELECT count(*) FILTER (WHERE ${day('n.printed_at')} BETWEEN ${q.from}::date AND ${q.to}::date)::int AS notices,
           count(*) FILTER (WHERE ${day('n.served_at')} BETWEEN ${q.from}::date AND ${q.to}::date)::int AS served
    FROM billing_disconnection_notices n JOIN billing_consumers c ON c.id = n.consumer_id
    WHERE true ${branch}`.execute(db);
  const sum = (k: 'disconnections' | 'reconnections' | 'executed') => byDay.rows.reduce((s, r) => s + r[k], 0);
  return {
    from: q.from,
    to: q.to,
    byDay: byDay.rows,
    byCrew: byCrew.rows,
    byBranch: byBranch.rows,
    byStatus: byStatus.rows,
    totals: {
      notices: notices.rows[0]?.notices ?? 0,
      served: notices.rows[0]?.served ?? 0,
      disconnections: sum('disconnections'),
      reconnections: sum('reconnections'),
      executed: sum('executed'),
    },
  };
}
