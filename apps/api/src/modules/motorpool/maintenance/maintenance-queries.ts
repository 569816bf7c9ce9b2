// Reads of maintenance records; the latest service of a kind carries the next-service alert.
import type { Maintenance } from '@ilaw/contracts/motorpool/maintenance/maintenance';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { serviceDueState } from '../compute/motorpool-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function maintenanceRows(db: Db) {
  return db
    .selectFrom('motorpool_maintenance as m')
    .innerJoin('motorpool_vehicles as v', 'v.id', 'm.vehicle_id')
    .selectAll('m')
    .select(['v.vehicle_no', 'v.name as vehicle_name', 'v.plate_no', 'v.odometer'])
    .select(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM motorpool_maintenance later WHERE later.vehicle_id = m.vehicle_id
        AND later.kind = m.kind AND (later.service_date, later.id) > (m.service_date, m.id))`.as('is_latest'),
    );
}

type MaintenanceRow = Awaited<ReturnType<ReturnType<typeof maintenanceRows>['executeTakeFirstOrThrow']>>;

export function toMaintenance(r: MaintenanceRow, today = manilaToday()): Maintenance {
  return {
    id: r.id,
    refNo: r.ref_no,
    vehicleId: r.vehicle_id,
    vehicle: `${r.vehicle_no} ${r.vehicle_name}`,
    plateNo: r.plate_no,
    kind: r.kind,
    serviceDate: r.service_date,
    mileage: r.mileage,
    nextServiceDate: r.next_service_date,
    nextServiceMileage: r.next_service_mileage,
    cost: new Decimal(r.cost).toFixed(2),
    serviceCenter: r.service_center,
    servicesPerformed: r.services_performed,
    performedBy: r.performed_by,
    dueState: r.is_latest
      ? serviceDueState({ date: r.next_service_date, mileage: r.next_service_mileage }, today, r.odometer)
      : 'None',
  };
}

export async function maintenanceById(db: Db, id: number): Promise<Maintenance> {
  const row = await maintenanceRows(db).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('The maintenance record was not found.');
  return toMaintenance(row);
}
