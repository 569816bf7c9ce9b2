// Writing a travel order's fields and travellers (create and update share it), and the checks
// both make: travellers exist, and none of them is on another pending or approved travel then.
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import type { createTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/create-travel-order';
import { TRAVEL_ORDER_MESSAGES, TRAVEL_ORDER_STATUS } from '@ilaw/contracts/travel/travel-orders/travel-order';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubjects } from '../../../platform/posting/subject-lock.ts';
import { firstCollision } from '../compute/travel-rules.ts';

export type TravelOrderBody = InputOf<typeof createTravelOrderEndpoint>['body'];

/** One traveller's travels are checked and written one at a time (decision 009). */
export const TRAVELLER_LOCK = 'travel-traveller';
/** A travel order's submission, decision and cancellation follow each other. */
export const ORDER_LOCK = 'travel-order';

/** Refuses unknown travellers; answers their names by id. */
export async function assertTravellers(
  trx: Transaction<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await trx
    .selectFrom('employees')
    .select(['id', 'first_name', 'middle_name', 'last_name', 'suffix'])
    .where('id', 'in', [...ids])
    .execute();
  if (rows.length !== new Set(ids).size) throw fieldError('travellerIds', TRAVEL_ORDER_MESSAGES.travellerNotFound);
  return new Map(
    rows.map((r) => [
      r.id,
      employeeDisplayName({
        firstName: r.first_name,
        middleName: r.middle_name,
        lastName: r.last_name,
        suffix: r.suffix,
      }),
    ]),
  );
}

/**
 * Locks the travellers and refuses (409) when one of them is on another pending or approved travel
 * order that shares a day with these dates.
 */
export async function assertNoOverlap(
  trx: Transaction<Database>,
  range: { dateFrom: string; dateTo: string },
  travellerIds: readonly number[],
  names: Map<number, string>,
  exceptOrderId: number | null,
): Promise<void> {
  await lockSubjects(trx, TRAVELLER_LOCK, travellerIds);
  let q = trx
    .selectFrom('travel_orders as o')
    .innerJoin('travel_order_travellers as t', 't.travel_order_id', 'o.id')
    .select(['o.to_number', 't.employee_id', 'o.date_from', 'o.date_to'])
    .where('t.employee_id', 'in', [...travellerIds])
    .where('o.status', 'in', [TRAVEL_ORDER_STATUS.Pending.value, TRAVEL_ORDER_STATUS.Approved.value])
    .where('o.date_from', '<=', range.dateTo)
    .where('o.date_to', '>=', range.dateFrom);
  if (exceptOrderId !== null) q = q.where('o.id', '<>', exceptOrderId);
  const others = await q.execute();
  const hit = firstCollision(
    range,
    travellerIds,
    others.map((o) => ({ toNumber: o.to_number, employeeId: o.employee_id, dateFrom: o.date_from, dateTo: o.date_to })),
  );
  if (hit) throw conflict(TRAVEL_ORDER_MESSAGES.overlapping(hit.toNumber, names.get(hit.employeeId) ?? ''), 'dateFrom');
}

export async function writeTravellers(
  trx: Transaction<Database>,
  orderId: number,
  ids: readonly number[],
): Promise<void> {
  await trx.deleteFrom('travel_order_travellers').where('travel_order_id', '=', orderId).execute();
  await trx
    .insertInto('travel_order_travellers')
    .values(ids.map((employeeId, i) => ({ travel_order_id: orderId, employee_id: employeeId, seq: i + 1 })))
    .execute();
}

/** The fields as stored (audit's new values). */
export function storedFields(body: TravelOrderBody) {
  return {
    destination: body.destination,
    purpose: body.purpose,
    date_from: body.dateFrom,
    date_to: body.dateTo,
    funding: body.funding,
    estimated_expenses: body.estimatedExpenses,
    transportation: body.transportation,
    remarks: body.remarks,
  };
}
