// Reads of trip tickets and the row -> contract mapper (fuel of the trip, km per liter, approval).
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import type { listTripTicketsEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/list-trip-tickets';
import { TRIP_TICKET_DOCUMENT_TYPE, type TripTicket } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { kmPerLiter, manilaInstant, manilaLocal } from '../compute/motorpool-rules.ts';
import { employeeName } from '../names.ts';

type Db = Kysely<Database> | Transaction<Database>;
type TripQuery = InputOf<typeof listTripTicketsEndpoint>['query'];

export function tripRows(db: Db) {
  return db
    .selectFrom('motorpool_trip_tickets as t')
    .innerJoin('motorpool_vehicles as v', 'v.id', 't.vehicle_id')
    .innerJoin('employees as d', 'd.id', 't.driver_id')
    .innerJoin('users as u', 'u.id', 't.created_by')
    .selectAll('t')
    .select(['v.name as vehicle_name', 'v.vehicle_no', 'v.plate_no', 'u.full_name as created_by_name'])
    .select(employeeName('d').as('driver_name'));
}

type TripRow = Awaited<ReturnType<ReturnType<typeof tripRows>['executeTakeFirstOrThrow']>>;

export function filteredTrips(db: Db, q: TripQuery) {
  let query = tripRows(db);
  if (q.status !== undefined) query = query.where('t.status', '=', q.status);
  if (q.vehicleId !== undefined) query = query.where('t.vehicle_id', '=', q.vehicleId);
  if (q.driverId !== undefined) query = query.where('t.driver_id', '=', q.driverId);
  if (q.dateFrom !== undefined) query = query.where('t.scheduled_end', '>', manilaInstant(`${q.dateFrom}T00:00`));
  if (q.dateTo !== undefined) query = query.where('t.scheduled_start', '<', manilaInstant(`${q.dateTo}T23:59`));
  return query.orderBy('t.scheduled_start', 'desc').orderBy('t.id', 'desc');
}

const local = (d: Date | null) => (d === null ? null : manilaLocal(d));

export async function toTrips(db: Db, user: SessionUser, rows: readonly TripRow[]): Promise<TripTicket[]> {
  const ids = rows.map((r) => r.id);
  const fuel = new Map<number, string>();
  if (ids.length > 0) {
    const sums = await db
      .selectFrom('motorpool_gas_slips')
      .select(['trip_ticket_id', (eb) => eb.fn.sum<string>('liters').as('liters')])
      .where('trip_ticket_id', 'in', ids)
      .groupBy('trip_ticket_id')
      .execute();
    for (const s of sums) if (s.trip_ticket_id !== null) fuel.set(s.trip_ticket_id, String(s.liters));
  }
  const approvals = await approvalSummaries(db, user, TRIP_TICKET_DOCUMENT_TYPE, ids);
  return rows.map((r) => {
    const distance = r.odometer_in !== null && r.odometer_out !== null ? r.odometer_in - r.odometer_out : null;
    const liters = new Decimal(fuel.get(r.id) ?? '0').toFixed(2);
    return {
      id: r.id,
      tripNo: r.trip_no,
      vehicleId: r.vehicle_id,
      vehicle: `${r.vehicle_no} ${r.vehicle_name}`,
      plateNo: r.plate_no,
      driverId: r.driver_id,
      driver: r.driver_name,
      passengers: r.passengers,
      destination: r.destination,
      purpose: r.purpose,
      scheduledStart: manilaLocal(r.scheduled_start),
      scheduledEnd: manilaLocal(r.scheduled_end),
      actualStart: local(r.actual_start),
      actualEnd: local(r.actual_end),
      odometerOut: r.odometer_out,
      odometerIn: r.odometer_in,
      isOperation: r.is_operation,
      isOutOfCoverage: r.is_out_of_coverage,
      status: r.status,
      createdBy: r.created_by_name,
      distanceKm: distance,
      liters,
      kmPerLiter: kmPerLiter(distance, liters),
      cancelReason: r.cancel_reason,
      approval: approvals.get(r.id) ?? null,
    };
  });
}

export async function tripById(db: Db, user: SessionUser, id: number): Promise<TripTicket> {
  const row = await tripRows(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MOTORPOOL_MESSAGES.tripNotFound);
  return (await toTrips(db, user, [row]))[0]!;
}
