import {
  INTERRUPTION_NOT_FOUND,
  type Interruption,
  type InterruptionRoute,
} from '@ilaw/contracts/tsd/interruptions/interruption';
import type { listInterruptionsEndpoint } from '@ilaw/contracts/tsd/interruptions/list-interruptions';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { manilaDate } from '../../../platform/time/manila.ts';
import { durationMinutes, shortNotice } from '../compute/reliability.ts';
import { likePrefix } from '../transformers/transformer-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface InterruptionSettings {
  momentaryMaxMinutes: number;
  noticeMinDays: number;
}

/** The settings in force on `day`. */
export async function interruptionSettingsOn(db: Db, day: string): Promise<InterruptionSettings> {
  const r = await db
    .selectFrom('tsd_interruption_settings')
    .selectAll()
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .executeTakeFirst();
  if (!r) throw badRequest('No interruption settings are in force on this date.');
  return { momentaryMaxMinutes: r.momentary_max_minutes, noticeMinDays: r.notice_min_days };
}

export function interruptionQuery(db: Db) {
  return db
    .selectFrom('tsd_interruptions as i')
    .innerJoin('branches as b', 'b.code', 'i.branch_code')
    .selectAll('i')
    .select('b.name as branch_name');
}
type Row = Awaited<ReturnType<ReturnType<typeof interruptionQuery>['executeTakeFirstOrThrow']>>;

export function toInterruption(r: Row, noticeMinDays: number, routes: InterruptionRoute[] = []): Interruption {
  return {
    id: r.id,
    interruptionNo: r.interruption_no,
    kind: r.kind,
    scope: r.scope,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    feeder: r.feeder,
    area: r.area,
    startedAt: r.started_at.toISOString(),
    endedAt: r.ended_at?.toISOString() ?? null,
    durationMinutes: r.ended_at === null ? null : durationMinutes({ startedAt: r.started_at, endedAt: r.ended_at }),
    cause: r.cause,
    weather: r.weather,
    equipment: r.equipment,
    consumersAffected: r.consumers_affected,
    consumersBasis: r.consumers_basis,
    routes,
    consumersNote: r.consumers_note,
    noticeDate: r.notice_date,
    shortNotice: r.kind === 'Scheduled' && shortNotice(manilaDate(r.started_at), r.notice_date, noticeMinDays),
    crew: r.crew,
    remarks: r.remarks,
  };
}

export async function toInterruptions(db: Db, rows: Row[]): Promise<Interruption[]> {
  const routes = new Map<number, InterruptionRoute[]>();
  if (rows.length > 0)
    for (const x of await db
      .selectFrom('tsd_interruption_routes')
      .selectAll()
      .where(
        'interruption_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('route_code')
      .execute())
      routes.set(x.interruption_id, [
        ...(routes.get(x.interruption_id) ?? []),
        { routeId: x.route_id, code: x.route_code, name: x.route_name, consumers: x.consumers },
      ]);
  const out: Interruption[] = [];
  for (const r of rows)
    out.push(
      toInterruption(
        r,
        (await interruptionSettingsOn(db, manilaDate(r.started_at))).noticeMinDays,
        routes.get(r.id) ?? [],
      ),
    );
  return out;
}

export async function loadInterruption(db: Db, id: number): Promise<Interruption> {
  const r = await interruptionQuery(db).where('i.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(INTERRUPTION_NOT_FOUND);
  return (await toInterruptions(db, [r]))[0]!;
}

/** The first instant of a month in Manila, and of the next. */
export function monthBounds(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [new Date(`${month}-01T00:00:00+08:00`), new Date(`${next}-01T00:00:00+08:00`)];
}

export function interruptionListQuery(db: Kysely<Database>, f: InputOf<typeof listInterruptionsEndpoint>['query']) {
  let q = interruptionQuery(db);
  if (f.month !== undefined) {
    const [from, to] = monthBounds(f.month);
    q = q.where('i.started_at', '>=', from).where('i.started_at', '<', to);
  }
  if (f.kind !== undefined) q = q.where('i.kind', '=', f.kind);
  if (f.branchCode !== undefined) q = q.where('i.branch_code', '=', f.branchCode);
  const search = f.search?.trim();
  if (search) {
    const term = likePrefix(search);
    q = q.where(
      sql<boolean>`(lower(i.feeder) LIKE ${term} OR lower(i.cause) LIKE ${term} OR lower(i.interruption_no) LIKE ${term})`,
    );
  }
  return q.orderBy('i.started_at', 'desc').orderBy('i.id', 'desc');
}
