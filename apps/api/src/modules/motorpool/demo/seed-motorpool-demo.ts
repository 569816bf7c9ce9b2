// Motor pool demo (issue 18 item 8): five vehicles with a month of closed trips, each with its gas
// slip (km per liter reads as in use), maintenance by kind with one service overdue and one due
// soon, a trip running now, one later today and one waiting for the motor pool's approval.
import { TRIP_STATUS, TRIP_TICKET_DOCUMENT_TYPE } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import type { MaintenanceKind } from '@ilaw/contracts/motorpool/common';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { manilaInstant } from '../compute/motorpool-rules.ts';

const VEHICLES = [
  { no: 'MP-01', plate: 'SAB 1234', name: 'Toyota Hilux 4x4', cls: 'Pick-up', kmPerLiter: 11 },
  { no: 'MP-02', plate: 'SAC 5678', name: 'Isuzu Boom Truck', cls: 'Boom truck', kmPerLiter: 5 },
  { no: 'MP-03', plate: 'SAD 9012', name: 'Mitsubishi L300', cls: 'Van', kmPerLiter: 9 },
  { no: 'MP-04', plate: 'SAE 3456', name: 'Honda XRM 125', cls: 'Motorcycle', kmPerLiter: 40 },
  { no: 'MP-05', plate: 'SAF 7890', name: 'Isuzu Bucket Truck', cls: 'Bucket truck', kmPerLiter: 6 },
];
const PLACES = [
  'Magsaysay substation',
  'Sablayan',
  'Rizal',
  'Calintaan',
  'San Jose poblacion',
  'Mamburao',
  'Ilin Island port',
];

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function approval(
  trx: Transaction<Database>,
  tripId: number,
  summary: string,
  requester: number,
  approver: number | null,
  at: Date,
  signatory: number | null,
) {
  const req = await trx
    .insertInto('approval_requests')
    .values({
      document_type: TRIP_TICKET_DOCUMENT_TYPE,
      document_id: tripId,
      summary,
      requested_by: requester,
      requested_at: at,
      status: approver === null ? 'Pending' : 'Approved',
      current_step: approver === null ? 1 : null,
      closed_at: approver === null ? null : new Date(at.getTime() + 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('approval_decisions')
    .values({ request_id: req.id, action: 'Submitted', decided_by: requester, decided_at: at })
    .execute();
  if (approver !== null) {
    await trx
      .insertInto('approval_decisions')
      .values({
        request_id: req.id,
        action: 'Approved',
        step: 1,
        signatory_type_id: signatory,
        decided_by: approver,
        decided_at: new Date(at.getTime() + 3_600_000),
      })
      .execute();
  }
}

export async function seedMotorpoolDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  if (await db.selectFrom('motorpool_vehicles').select('id').limit(1).executeTakeFirst()) return;
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const admin = users.find((u) => u.username === 'admin')?.id;
  const motorpool = users.find((u) => u.username === 'motorpool')?.id;
  if (!admin || !motorpool) return;
  const drivers = await db
    .selectFrom('employees')
    .select('id')
    .where('user_id', 'is', null)
    .orderBy('id')
    .limit(5)
    .execute();
  if (drivers.length < 5) return;
  const step = await db
    .selectFrom('approval_chain_steps')
    .select('signatory_type_id')
    .where('document_type', '=', TRIP_TICKET_DOCUMENT_TYPE)
    .where('seq', '=', 1)
    .executeTakeFirst();
  const signatory = step?.signatory_type_id ?? null;
  const today = manilaToday();
  let trips = 0;
  await db.transaction().execute(async (trx) => {
    for (const [i, v] of VEHICLES.entries()) {
      let odometer = 20_000 + i * 7_345;
      const vehicle = await trx
        .insertInto('motorpool_vehicles')
        .values({
          vehicle_no: v.no,
          plate_no: v.plate,
          name: v.name,
          classification: v.cls,
          assigned_driver_id: drivers[i]!.id,
          date_acquired: `${2018 + i}-03-15`,
          status: i === 4 ? 'UnderRepair' : 'Active',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A month of day trips, every other weekday.
      for (let d = -30 + i; d < 0; d += 2) {
        const day = addDays(today, d);
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday === 0 || weekday === 6) continue;
        const km = 30 + ((((i * 17 + d * 7) % 90) + 90) % 90);
        const out = odometer;
        odometer += km;
        const year = day.slice(0, 4);
        const tripNo = formatDocumentNumber('TT', year, await nextDocumentNumber(trx, 'trip-ticket', year));
        const place = PLACES[(i + d + 40) % PLACES.length]!;
        const start = manilaInstant(`${day}T08:00`);
        const end = manilaInstant(`${day}T16:00`);
        const t = await trx
          .insertInto('motorpool_trip_tickets')
          .values({
            trip_no: tripNo,
            vehicle_id: vehicle.id,
            driver_id: drivers[i]!.id,
            passengers: 'Line crew',
            destination: place,
            purpose: 'Line maintenance and service requests',
            scheduled_start: start,
            scheduled_end: end,
            actual_start: manilaInstant(`${day}T08:10`),
            actual_end: manilaInstant(`${day}T15:40`),
            odometer_out: out,
            odometer_in: odometer,
            status: TRIP_STATUS.Closed.value,
            created_by: admin,
            decided_at: start,
            closed_at: end,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await approval(
          trx,
          t.id,
          `${tripNo}: ${v.no} (${v.plate}) to ${place}`,
          admin,
          motorpool,
          new Date(start.getTime() - 86_400_000),
          signatory,
        );
        const slipNo = formatDocumentNumber('GS', year, await nextDocumentNumber(trx, 'gas-slip', year));
        await trx
          .insertInto('motorpool_gas_slips')
          .values({
            slip_no: slipNo,
            slip_date: day,
            vehicle_id: vehicle.id,
            driver_id: drivers[i]!.id,
            trip_ticket_id: t.id,
            gas_station: i % 2 === 0 ? 'Petron San Jose' : 'Shell Magsaysay',
            fuel_type: v.cls === 'Motorcycle' ? 'Gasoline' : 'Diesel',
            liters: (km / v.kmPerLiter).toFixed(2),
            price_per_liter: v.cls === 'Motorcycle' ? '62.40' : '58.75',
            purpose: `Trip ${tripNo}`,
            print_count: 1,
            created_by: motorpool,
          })
          .execute();
        trips += 1;
      }
      await trx.updateTable('motorpool_vehicles').set({ odometer }).where('id', '=', vehicle.id).execute();
      // Services: an oil change (overdue on MP-01 by mileage, due soon on MP-02 by date), a battery.
      const services: { kind: MaintenanceKind; ago: number; nextDays: number | null; nextKm: number | null }[] = [
        { kind: 'Oil', ago: 80, nextDays: i === 1 ? 90 : 120, nextKm: i === 0 ? odometer - 200 : odometer + 3_000 },
        { kind: 'Battery', ago: 300, nextDays: 400, nextKm: null },
        { kind: 'Tires', ago: 200, nextDays: null, nextKm: odometer + 15_000 },
      ];
      for (const s of services) {
        const date = addDays(today, -s.ago);
        const year = date.slice(0, 4);
        await trx
          .insertInto('motorpool_maintenance')
          .values({
            ref_no: formatDocumentNumber('MR', year, await nextDocumentNumber(trx, 'maintenance', year)),
            vehicle_id: vehicle.id,
            kind: s.kind,
            service_date: date,
            mileage: Math.max(0, odometer - 2_500),
            next_service_date: s.nextDays === null ? null : addDays(date, s.nextDays),
            next_service_mileage: s.nextKm,
            cost: s.kind === 'Battery' ? '6500.00' : s.kind === 'Tires' ? '18400.00' : '3200.00',
            service_center: 'Mindoro Motor Works',
            services_performed:
              s.kind === 'Oil'
                ? 'Change oil and oil filter'
                : s.kind === 'Battery'
                  ? 'Replace battery (3SM)'
                  : 'Replace four tires, alignment',
            performed_by: 'Mindoro Motor Works',
            created_by: motorpool,
          })
          .execute();
      }
      // Today: MP-01 on a trip now, MP-02 later today, MP-03 waiting for approval.
      if (i <= 2) {
        const year = today.slice(0, 4);
        const tripNo = formatDocumentNumber('TT', year, await nextDocumentNumber(trx, 'trip-ticket', year));
        const now = Date.now();
        const start = i === 0 ? new Date(now - 3_600_000) : new Date(now + 2 * 3_600_000);
        const end = new Date(start.getTime() + 4 * 3_600_000);
        const t = await trx
          .insertInto('motorpool_trip_tickets')
          .values({
            trip_no: tripNo,
            vehicle_id: vehicle.id,
            driver_id: drivers[i]!.id,
            passengers: 'Engr. crew',
            destination: PLACES[i]!,
            purpose: i === 2 ? 'Meter audit' : 'Power restoration',
            scheduled_start: start,
            scheduled_end: end,
            status: i === 2 ? TRIP_STATUS.Pending.value : TRIP_STATUS.Approved.value,
            created_by: admin,
            decided_at: i === 2 ? null : new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await approval(
          trx,
          t.id,
          `${tripNo}: ${v.no} (${v.plate}) to ${PLACES[i]!}`,
          admin,
          i === 2 ? null : motorpool,
          new Date(now - 2 * 3_600_000),
          signatory,
        );
        trips += 1;
      }
    }
  });
  log(`motorpool: ${VEHICLES.length} vehicles, ${trips} trip tickets`);
}
