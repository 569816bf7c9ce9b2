// The service request reports: by date filed (counts by type, branch, team, day), by date
// accomplished (each request's times), and the NEA summary of complaints received and acted
// upon per area with each crew's average hours. Ranges are Manila calendar days, both included.
import { NEA_COMPLAINT_CATEGORIES, ServiceRequestStatus, type NeaCategoryCode } from '@ilaw/contracts/msd/enums';
import type {
  DateAccomplishedRow,
  DateAccomplishedSummary,
  ServiceRequestReport,
  serviceRequestReportQuery,
} from '@ilaw/contracts/msd/service-request-reports/service-request-report';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { elapsedHours } from '../compute/clock.ts';
import { loadCalendar } from '../service-request-constants/constants-queries.ts';

export type ReportQuery = z.output<typeof serviceRequestReportQuery>;

const HOUR_MS = 3_600_000;
const rangeOf = (q: ReportQuery) => ({
  from: new Date(`${q.dateFrom}T00:00:00+08:00`),
  to: new Date(new Date(`${q.dateTo}T00:00:00+08:00`).getTime() + 24 * HOUR_MS),
});

/** Requests of the filters (branch, type or subtype, team), without the date. */
function filtered(db: Kysely<Database>, q: ReportQuery) {
  let base = db
    .selectFrom('msd_service_requests as r')
    .innerJoin('msd_service_request_types as t', 't.id', 'r.type_id')
    .leftJoin('branches as b', 'b.code', 'r.branch_code')
    .leftJoin('teams as tm', 'tm.id', 'r.team_id');
  if (q.branchCode !== undefined) base = base.where('r.branch_code', '=', q.branchCode);
  if (q.typeId !== undefined) {
    const typeId = q.typeId;
    base = base.where((eb) => eb.or([eb('r.type_id', '=', typeId), eb('r.subtype_id', '=', typeId)]));
  }
  if (q.teamId !== undefined) base = base.where('r.team_id', '=', q.teamId);
  return base;
}

const n = <N extends string>(name: N, condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) FILTER (WHERE ${condition}))::int`.as(name);
const counts = [
  sql<number>`count(*)::int`.as('received'),
  n('forSchedule', sql`r.status = ${ServiceRequestStatus.ForSchedule}`),
  n('scheduled', sql`r.status = ${ServiceRequestStatus.Scheduled}`),
  n('accomplished', sql`r.status = ${ServiceRequestStatus.Accomplished}`),
  n('cancelled', sql`r.status = ${ServiceRequestStatus.Cancelled}`),
  n('overdue', sql`r.status <> ${ServiceRequestStatus.Cancelled} AND coalesce(r.accomplished_at, now()) > r.due_at`),
  n('withinTarget', sql`r.accomplished_at IS NOT NULL AND r.accomplished_at <= r.due_at`),
] as const;

export async function serviceRequestReport(db: Kysely<Database>, q: ReportQuery): Promise<ServiceRequestReport> {
  const { from, to } = rangeOf(q);
  const filed = filtered(db, q).where('r.received_at', '>=', from).where('r.received_at', '<', to);
  const byType = await filed
    .select(['t.id as typeId', 't.name as typeName', 't.nea_category as neaCategory', ...counts])
    .groupBy(['t.id', 't.name', 't.nea_category'])
    .orderBy('t.name')
    .execute();
  const byBranch = await filed
    .select([
      'r.branch_code as branchCode',
      sql<string>`coalesce(b.name, r.branch_code::text)`.as('branchName'),
      ...counts,
    ])
    .groupBy(['r.branch_code', 'b.name'])
    .orderBy('r.branch_code')
    .execute();
  const byTeam = await filed
    .select(['r.team_id as teamId', sql<string>`coalesce(tm.name, 'Not assigned')`.as('teamName'), ...counts])
    .groupBy(['r.team_id', 'tm.name'])
    .orderBy(sql`tm.name NULLS LAST`)
    .execute();
  const totals = await filed.select([...counts]).executeTakeFirstOrThrow();
  const manilaDay = (col: string) => sql<string>`to_char(${sql.ref(col)} AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD')`;
  const receivedByDay = await filed
    .select([manilaDay('r.received_at').as('day'), sql<number>`count(*)::int`.as('n')])
    .groupBy(sql`1`)
    .execute();
  const doneByDay = await filtered(db, q)
    .where('r.accomplished_at', '>=', from)
    .where('r.accomplished_at', '<', to)
    .select([manilaDay('r.accomplished_at').as('day'), sql<number>`count(*)::int`.as('n')])
    .groupBy(sql`1`)
    .execute();
  const days = new Map<string, { date: string; received: number; accomplished: number }>();
  const day = (d: string) => days.get(d) ?? days.set(d, { date: d, received: 0, accomplished: 0 }).get(d)!;
  for (const r of receivedByDay) day(r.day).received = r.n;
  for (const r of doneByDay) day(r.day).accomplished = r.n;
  return {
    byType,
    byBranch,
    byTeam,
    byDay: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    totals,
  };
}

const hoursBetween = (a: Date | null, b: Date | null) =>
  a === null || b === null ? null : Math.round(((b.getTime() - a.getTime()) / HOUR_MS) * 100) / 100;

/** Requests accomplished in the range, oldest accomplishment first (at most 20,000). */
export async function dateAccomplishedReport(db: Kysely<Database>, q: ReportQuery): Promise<DateAccomplishedRow[]> {
  const { from, to } = rangeOf(q);
  const rows = await filtered(db, q)
    .where('r.accomplished_at', '>=', from)
    .where('r.accomplished_at', '<', to)
    .select([
      'r.id',
      'r.request_no',
      't.name as type_name',
      'r.nea_category',
      'b.name as branch_name',
      'tm.name as team_name',
      sql<string | null>`coalesce(r.consumer_name, r.requester_name)`.as('consumer_name'),
      'r.received_at',
      'r.dispatched_at',
      'r.arrived_at',
      'r.accomplished_at',
      'r.due_at',
      'r.target_hours',
      'r.clock_basis',
    ])
    .orderBy('r.accomplished_at')
    .orderBy('r.id')
    .limit(20_000)
    .execute();
  if (rows.length === 0) return [];
  const cal = await loadCalendar(db, new Date(Math.min(...rows.map((r) => r.received_at.getTime()))), to);
  return rows.map((r) => {
    const done = r.accomplished_at!;
    return {
      id: r.id,
      requestNo: r.request_no,
      typeName: r.type_name,
      neaCategory: r.nea_category as NeaCategoryCode,
      branchName: r.branch_name,
      teamName: r.team_name,
      consumerName: r.consumer_name,
      receivedAt: r.received_at.toISOString(),
      dispatchedAt: r.dispatched_at?.toISOString() ?? null,
      arrivedAt: r.arrived_at?.toISOString() ?? null,
      accomplishedAt: done.toISOString(),
      // Crew response times are real (calendar) hours; the target is on the type's clock.
      receivedToDispatchedHours: hoursBetween(r.received_at, r.dispatched_at),
      dispatchedToArrivedHours: hoursBetween(r.dispatched_at, r.arrived_at),
      arrivedToDoneHours: hoursBetween(r.arrived_at, done),
      elapsedHours: elapsedHours(r.received_at, done, r.clock_basis, cal),
      targetHours: r.target_hours,
      withinTarget: done <= r.due_at,
    };
  });
}

export async function dateAccomplishedSummary(db: Kysely<Database>, q: ReportQuery): Promise<DateAccomplishedSummary> {
  const { from, to } = rangeOf(q);
  const received = await filtered(db, q)
    .where('r.received_at', '>=', from)
    .where('r.received_at', '<', to)
    .select(['r.branch_code', 'b.name', 'r.nea_category', sql<number>`count(*)::int`.as('n')])
    .groupBy(['r.branch_code', 'b.name', 'r.nea_category'])
    .execute();
  const acted = await filtered(db, q)
    .where('r.accomplished_at', '>=', from)
    .where('r.accomplished_at', '<', to)
    .select(['r.branch_code', 'b.name', 'r.nea_category', sql<number>`count(*)::int`.as('n')])
    .groupBy(['r.branch_code', 'b.name', 'r.nea_category'])
    .execute();
  const areas = new Map<number, { name: string; received: Map<string, number>; acted: Map<string, number> }>();
  const area = (code: number, name: string | null) =>
    areas.get(code) ??
    areas.set(code, { name: name ?? String(code), received: new Map(), acted: new Map() }).get(code)!;
  for (const r of received) area(r.branch_code, r.name).received.set(r.nea_category, r.n);
  for (const r of acted) area(r.branch_code, r.name).acted.set(r.nea_category, r.n);
  const linesOf = (rec: (code: string) => number, act: (code: string) => number) =>
    NEA_COMPLAINT_CATEGORIES.map((c) => ({
      code: c.code,
      groupLabel: c.groupLabel,
      label: c.label,
      received: rec(c.code),
      actedUpon: act(c.code),
    }));
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const crews = await filtered(db, q)
    .where('r.accomplished_at', '>=', from)
    .where('r.accomplished_at', '<', to)
    .where('r.team_id', 'is not', null)
    .select([
      'tm.id as teamId',
      'tm.name as teamName',
      sql<number>`count(*)::int`.as('accomplished'),
      sql<string | null>`round(avg(extract(epoch FROM r.dispatched_at - r.received_at) / 3600)::numeric, 2)::text`.as(
        'rd',
      ),
      sql<string | null>`round(avg(extract(epoch FROM r.arrived_at - r.dispatched_at) / 3600)::numeric, 2)::text`.as(
        'da',
      ),
      sql<string | null>`round(avg(extract(epoch FROM r.accomplished_at - r.arrived_at) / 3600)::numeric, 2)::text`.as(
        'ad',
      ),
    ])
    .groupBy(['tm.id', 'tm.name'])
    .orderBy('tm.name')
    .execute();
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    areas: [...areas.entries()]
      .sort(([a], [b]) => a - b)
      .map(([code, a]) => ({
        branchCode: code,
        branchName: a.name,
        lines: linesOf(
          (c) => a.received.get(c) ?? 0,
          (c) => a.acted.get(c) ?? 0,
        ),
        received: sum(a.received),
        actedUpon: sum(a.acted),
      })),
    totals: linesOf(
      (c) => received.filter((r) => r.nea_category === c).reduce((s, r) => s + r.n, 0),
      (c) => acted.filter((r) => r.nea_category === c).reduce((s, r) => s + r.n, 0),
    ),
    crews: crews.map((c) => ({
      teamId: c.teamId!,
      teamName: c.teamName!,
      accomplished: c.accomplished,
      avgReceivedToDispatched: num(c.rd),
      avgDispatchedToArrived: num(c.da),
      avgArrivedToDone: num(c.ad),
    })),
  };
}
