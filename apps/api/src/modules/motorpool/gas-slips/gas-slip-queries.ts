// Reads of gas slips and the row -> contract mapper (amount, liters in words).
import type { GasSlip } from '@ilaw/contracts/motorpool/gas-slips/gas-slip';
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { litersInWords } from '../compute/motorpool-rules.ts';
import { employeeName } from '../names.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function slipRows(db: Db) {
  return db
    .selectFrom('motorpool_gas_slips as g')
    .innerJoin('motorpool_vehicles as v', 'v.id', 'g.vehicle_id')
    .innerJoin('employees as d', 'd.id', 'g.driver_id')
    .innerJoin('users as u', 'u.id', 'g.created_by')
    .leftJoin('motorpool_trip_tickets as t', 't.id', 'g.trip_ticket_id')
    .selectAll('g')
    .select(['v.vehicle_no', 'v.name as vehicle_name', 'v.plate_no', 'u.full_name as requested_by', 't.trip_no'])
    .select(employeeName('d').as('driver_name'));
}

type SlipRow = Awaited<ReturnType<ReturnType<typeof slipRows>['executeTakeFirstOrThrow']>>;

export function toSlip(r: SlipRow): GasSlip {
  return {
    id: r.id,
    slipNo: r.slip_no,
    slipDate: r.slip_date,
    vehicleId: r.vehicle_id,
    vehicle: `${r.vehicle_no} ${r.vehicle_name}`,
    plateNo: r.plate_no,
    driverId: r.driver_id,
    driver: r.driver_name,
    tripTicketId: r.trip_ticket_id,
    tripNo: r.trip_no,
    gasStation: r.gas_station,
    fuelType: r.fuel_type,
    liters: new Decimal(r.liters).toFixed(2),
    litersInWords: litersInWords(r.liters),
    pricePerLiter: new Decimal(r.price_per_liter).toFixed(2),
    amount: new Decimal(r.liters).times(r.price_per_liter).toDecimalPlaces(2).toFixed(2),
    withContainer: r.with_container,
    purpose: r.purpose,
    printCount: r.print_count,
    requestedBy: r.requested_by,
  };
}

export async function slipById(db: Db, id: number): Promise<GasSlip> {
  const row = await slipRows(db).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MOTORPOOL_MESSAGES.slipNotFound);
  return toSlip(row);
}
