// The overlap rule at the database: the vehicle's and the driver's approved (or run) trips that
// share time with the wanted one, under both subjects' locks.
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { TRIP_STATUS } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { tripCollision } from '../compute/motorpool-rules.ts';
import { DRIVER_LOCK, VEHICLE_LOCK } from './trip-locks.ts';

export async function assertNoCollision(
  trx: Transaction<Database>,
  wanted: { id: number | null; vehicleId: number; driverId: number; start: Date; end: Date },
): Promise<void> {
  await lockSubject(trx, VEHICLE_LOCK, wanted.vehicleId);
  await lockSubject(trx, DRIVER_LOCK, wanted.driverId);
  let q = trx
    .selectFrom('motorpool_trip_tickets')
    .select(['trip_no', 'vehicle_id', 'driver_id', 'scheduled_start', 'scheduled_end'])
    .where((eb) => eb.or([eb('vehicle_id', '=', wanted.vehicleId), eb('driver_id', '=', wanted.driverId)]))
    .where('status', 'in', [TRIP_STATUS.Approved.value, TRIP_STATUS.Closed.value])
    .where('scheduled_start', '<', wanted.end)
    .where('scheduled_end', '>', wanted.start);
  if (wanted.id !== null) q = q.where('id', '<>', wanted.id);
  const others = await q.execute();
  const hit = tripCollision(
    {
      vehicleId: wanted.vehicleId,
      driverId: wanted.driverId,
      start: wanted.start.toISOString(),
      end: wanted.end.toISOString(),
    },
    others.map((o) => ({
      tripNo: o.trip_no,
      vehicleId: o.vehicle_id,
      driverId: o.driver_id,
      start: o.scheduled_start.toISOString(),
      end: o.scheduled_end.toISOString(),
    })),
  );
  if (hit) {
    throw conflict(
      hit.by === 'vehicle' ? MOTORPOOL_MESSAGES.vehicleTaken(hit.tripNo) : MOTORPOOL_MESSAGES.driverTaken(hit.tripNo),
      hit.by === 'vehicle' ? 'vehicleId' : 'driverId',
    );
  }
}
