// Create and update share the checks: where it was (a feeder or an area), when it ended, the
// notice of a scheduled one, and the consumers affected counted from billing's routes.
import type { createInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/create-interruption';
import { INTERRUPTION_MESSAGES } from '@ilaw/contracts/tsd/interruptions/interruption';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { activeConsumersByRoute, type RouteConsumers } from '../../billing/public.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { manilaDate } from '../../../platform/time/manila.ts';

export type InterruptionFields = InputOf<typeof createInterruptionEndpoint>['body'];

export function checkInterruption(f: InterruptionFields) {
  if (f.scope === 'Feeder' && f.feeder === null) throw fieldError('feeder', 'Enter the feeder.');
  if (f.scope === 'Area' && f.area === null) throw fieldError('area', 'Describe the area affected.');
  const start = new Date(f.startedAt);
  if (f.endedAt !== null && new Date(f.endedAt) < start)
    throw fieldError('endedAt', 'The power came back after it went out.');
  if (f.kind === 'Scheduled' && f.noticeDate === null)
    throw fieldError('noticeDate', 'Enter the date the interruption was announced.');
  if (f.noticeDate !== null && f.noticeDate > manilaDate(start))
    throw fieldError('noticeDate', 'The notice comes before the interruption.');
  if (f.consumersBasis === 'Routes' && f.routeIds.length === 0)
    throw fieldError('routeIds', INTERRUPTION_MESSAGES.routesRequired);
  if (f.consumersBasis === 'Typed' && f.consumersAffected === null)
    throw fieldError('consumersAffected', INTERRUPTION_MESSAGES.typedRequired);
  if (f.consumersBasis === 'Typed' && f.consumersNote === null)
    throw fieldError('consumersNote', INTERRUPTION_MESSAGES.noteRequired);
}

/**
 * The consumers affected: basis Routes counts billing's active accounts on the routes picked (as
 * they stand now, kept with the record); basis Typed takes the figure entered.
 */
export async function countConsumers(trx: Transaction<Database>, f: InterruptionFields) {
  if (f.consumersBasis === 'Typed') return { total: f.consumersAffected ?? 0, routes: [] as RouteConsumers[] };
  const ids = [...new Set(f.routeIds)];
  const routes = await activeConsumersByRoute(trx, { routeIds: ids });
  if (routes.length !== ids.length || routes.some((r) => r.branchCode !== f.branchCode))
    throw fieldError('routeIds', INTERRUPTION_MESSAGES.routeElsewhere);
  return { total: routes.reduce((n, r) => n + r.consumers, 0), routes };
}

/** Replaces the routes counted for an interruption. */
export async function storeRoutes(trx: Transaction<Database>, interruptionId: number, routes: RouteConsumers[]) {
  await trx.deleteFrom('tsd_interruption_routes').where('interruption_id', '=', interruptionId).execute();
  if (routes.length === 0) return;
  await trx
    .insertInto('tsd_interruption_routes')
    .values(
      routes.map((r) => ({
        interruption_id: interruptionId,
        route_id: r.routeId,
        route_code: r.code,
        route_name: r.name,
        consumers: r.consumers,
      })),
    )
    .execute();
}

export function interruptionColumns(f: InterruptionFields, consumersAffected: number) {
  return {
    kind: f.kind,
    scope: f.scope,
    branch_code: f.branchCode,
    feeder: f.feeder,
    area: f.area,
    started_at: new Date(f.startedAt),
    ended_at: f.endedAt === null ? null : new Date(f.endedAt),
    cause: f.cause,
    weather: f.weather,
    equipment: f.equipment,
    consumers_affected: consumersAffected,
    consumers_basis: f.consumersBasis,
    consumers_note: f.consumersBasis === 'Typed' ? f.consumersNote : null,
    notice_date: f.kind === 'Scheduled' ? f.noticeDate : null,
    crew: f.crew,
    remarks: f.remarks,
  };
}
