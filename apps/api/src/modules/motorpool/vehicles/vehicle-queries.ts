// Reads of vehicles and the row -> contract mapper: the soonest next service and its alert.
import type { ServiceDueState } from '@ilaw/contracts/motorpool/common';
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import type { Vehicle } from '@ilaw/contracts/motorpool/vehicles/vehicle';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { serviceDueState } from '../compute/motorpool-rules.ts';
import { employeeName } from '../names.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function vehicleRows(db: Db) {
  return db
    .selectFrom('motorpool_vehicles as v')
    .leftJoin('employees as d', 'd.id', 'v.assigned_driver_id')
    .selectAll('v')
    .select(employeeName('d').as('driver_name'));
}

type VehicleRow = Awaited<ReturnType<ReturnType<typeof vehicleRows>['executeTakeFirstOrThrow']>>;

export interface NextService {
  kind: string;
  date: string | null;
  mileage: number | null;
  state: ServiceDueState;
}

const RANK: Record<ServiceDueState, number> = { Overdue: 0, DueSoon: 1, Ok: 2, None: 3 };

/** Per vehicle: the latest service of each kind gives the next one due; the most urgent is kept. */
export async function nextServices(db: Db, vehicles: readonly { id: number; odometer: number }[]) {
  const out = new Map<number, NextService>();
  if (vehicles.length === 0) return out;
  const rows = await db
    .selectFrom('motorpool_maintenance as m')
    .select(['m.vehicle_id', 'm.kind', 'm.next_service_date', 'm.next_service_mileage'])
    .distinctOn(['m.vehicle_id', 'm.kind'])
    .where(
      'm.vehicle_id',
      'in',
      vehicles.map((v) => v.id),
    )
    .orderBy('m.vehicle_id')
    .orderBy('m.kind')
    .orderBy('m.service_date', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  const today = manilaToday();
  const odometer = new Map(vehicles.map((v) => [v.id, v.odometer]));
  for (const r of rows) {
    const state = serviceDueState(
      { date: r.next_service_date, mileage: r.next_service_mileage },
      today,
      odometer.get(r.vehicle_id) ?? 0,
    );
    if (state === 'None') continue;
    const current = out.get(r.vehicle_id);
    const candidate = { kind: r.kind, date: r.next_service_date, mileage: r.next_service_mileage, state };
    if (
      !current ||
      RANK[state] < RANK[current.state] ||
      (RANK[state] === RANK[current.state] && (r.next_service_date ?? '9999') < (current.date ?? '9999'))
    ) {
      out.set(r.vehicle_id, candidate);
    }
  }
  return out;
}

export async function toVehicles(db: Db, rows: readonly VehicleRow[]): Promise<Vehicle[]> {
  const next = await nextServices(db, rows);
  return rows.map((r) => ({
    id: r.id,
    vehicleNo: r.vehicle_no,
    plateNo: r.plate_no,
    name: r.name,
    classification: r.classification,
    rfid: r.rfid,
    assignedDriverId: r.assigned_driver_id,
    assignedDriver: r.driver_name,
    dateAcquired: r.date_acquired,
    status: r.status,
    odometer: r.odometer,
    nextService: next.get(r.id) ?? null,
  }));
}

export async function vehicleById(db: Db, id: number): Promise<Vehicle> {
  const row = await vehicleRows(db).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MOTORPOOL_MESSAGES.vehicleNotFound);
  return (await toVehicles(db, [row]))[0]!;
}
