// Vehicle/Driver Status: every vehicle in service, on a trip now (driver, destination, until
// when), with its next approved trip, available or under repair, and its service alert.
import { getStatusBoardEndpoint, type StatusBoardRow } from '@ilaw/contracts/motorpool/status-board/get-status-board';
import { MAINTENANCE_KIND_LABELS, type MaintenanceKind } from '@ilaw/contracts/motorpool/common';
import { TRIP_STATUS } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { formatDate } from '@ilaw/contracts/format';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { MOTORPOOL } from '../access.ts';
import { manilaLocal } from '../compute/motorpool-rules.ts';
import { employeeName } from '../names.ts';
import { nextServices } from '../vehicles/vehicle-queries.ts';

export const getStatusBoard = defineRoute({
  endpoint: getStatusBoardEndpoint,
  access: MOTORPOOL,
  async handler({ db }) {
    const today = manilaToday();
    const now = new Date();
    const vehicles = await db
      .selectFrom('motorpool_vehicles')
      .selectAll()
      .where('status', '<>', 'Disposed')
      .orderBy('vehicle_no')
      .execute();
    const trips = await db
      .selectFrom('motorpool_trip_tickets as t')
      .innerJoin('employees as d', 'd.id', 't.driver_id')
      .select(['t.vehicle_id', 't.trip_no', 't.destination', 't.scheduled_start', 't.scheduled_end'])
      .select(employeeName('d').as('driver'))
      .where('t.status', '=', TRIP_STATUS.Approved.value)
      .where('t.scheduled_end', '>', now)
      .orderBy('t.scheduled_start')
      .execute();
    const next = await nextServices(db, vehicles);
    const rows: StatusBoardRow[] = vehicles.map((v) => {
      const mine = trips.filter((t) => t.vehicle_id === v.id);
      const running = mine.find((t) => t.scheduled_start <= now) ?? null;
      const later = running ? null : (mine[0] ?? null);
      const trip = running ?? later;
      const service = next.get(v.id);
      const state: StatusBoardRow['state'] =
        v.status === 'UnderRepair' ? 'UnderRepair' : running ? 'OnTrip' : later ? 'Scheduled' : 'Available';
      const dueText = service
        ? `${MAINTENANCE_KIND_LABELS[service.kind as MaintenanceKind] ?? service.kind}: ${[
            service.date ? formatDate(service.date) : null,
            service.mileage !== null ? `${service.mileage.toLocaleString('en-PH')} km` : null,
          ]
            .filter(Boolean)
            .join(' or ')}`
        : null;
      return {
        vehicleId: v.id,
        vehicleNo: v.vehicle_no,
        plateNo: v.plate_no,
        name: v.name,
        vehicleStatus: v.status,
        state,
        tripNo: trip?.trip_no ?? null,
        destination: trip?.destination ?? null,
        driver: trip?.driver ?? null,
        until: trip ? manilaLocal(running ? trip.scheduled_end : trip.scheduled_start) : null,
        odometer: v.odometer,
        serviceDue: service?.state ?? 'None',
        serviceDueText: dueText,
      };
    });
    return { date: today, vehicles: rows };
  },
});
