// Trip tickets through the approval engine (document type motorpool.trip-ticket): the approval
// checks again, under the vehicle's and the driver's locks, that no approved trip collides, so
// two overlapping tickets approved at once give one approved and one 409 (left pending).
import { MOTORPOOL_MESSAGES } from '@ilaw/contracts/motorpool/common';
import { TRIP_STATUS, TRIP_TICKET_DOCUMENT_TYPE } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import type { Transaction } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { assertNoCollision } from './trip-collisions.ts';

async function pending(trx: Transaction<Database>, id: number) {
  const t = await trx.selectFrom('motorpool_trip_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) throw conflict(MOTORPOOL_MESSAGES.tripNotFound);
  return t;
}

async function decide(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  status: number,
  action: string,
  remarks: string | null,
) {
  await trx
    .updateTable('motorpool_trip_tickets')
    .set({ status, decided_at: new Date() })
    .where('id', '=', id)
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'motorpool-trip-ticket',
    entityId: id,
    action,
    newValues: { status, remarks },
  });
}

export const tripTicketApprovals: ApprovalHandler = {
  documentType: TRIP_TICKET_DOCUMENT_TYPE,
  readerRoles: ['MotorPool'],
  async onApproved(trx, { request, actor, remarks }) {
    const t = await pending(trx, request.documentId);
    await assertNoCollision(trx, {
      id: t.id,
      vehicleId: t.vehicle_id,
      driverId: t.driver_id,
      start: t.scheduled_start,
      end: t.scheduled_end,
    });
    const vehicle = await trx
      .selectFrom('motorpool_vehicles')
      .select('status')
      .where('id', '=', t.vehicle_id)
      .executeTakeFirstOrThrow();
    if (vehicle.status !== 'Active') throw conflict(MOTORPOOL_MESSAGES.vehicleNotActive);
    await decide(trx, actor, t.id, TRIP_STATUS.Approved.value, 'approved', remarks);
  },
  async onRejected(trx, { request, actor, remarks }) {
    await decide(trx, actor, request.documentId, TRIP_STATUS.Rejected.value, 'rejected', remarks);
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    await decide(trx, actor, request.documentId, TRIP_STATUS.Cancelled.value, 'withdrawn', remarks);
  },
};
