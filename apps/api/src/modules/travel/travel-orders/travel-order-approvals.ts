// Travel orders go through the approval engine (document type travel.travel-order, decision 014):
// the chain's final approval approves the order and puts its days on the travellers' DTR as
// travel; a rejection or withdrawal returns it to OGM to change and send again. Nobody signs a
// travel order they travel on.
import {
  TRAVEL_ORDER_DOCUMENT_TYPE,
  TRAVEL_ORDER_MESSAGES,
  TRAVEL_ORDER_STATUS,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { sql, type Transaction } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { recomputeStoredDtr } from '../../dtr/public.ts';
import { ORDER_LOCK } from './save-travel-order.ts';

const S = TRAVEL_ORDER_STATUS;

async function lockPending(trx: Transaction<Database>, id: number) {
  await lockSubject(trx, ORDER_LOCK, id);
  const o = await trx.selectFrom('travel_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (o.status !== S.Pending.value) throw conflict('This travel order has already been decided.');
  return o;
}

async function close(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  status: number,
  action: string,
  remarks: string | null,
) {
  await lockPending(trx, id);
  await trx.updateTable('travel_orders').set({ status, decided_at: new Date() }).where('id', '=', id).execute();
  await recordAudit(trx, actor, { entityType: 'travel-order', entityId: id, action, newValues: { status, remarks } });
}

/** The travellers' stored DTR days of the order's dates, recomputed (travel shows, or stops showing). */
export async function recomputeTravellersDtr(trx: Transaction<Database>, orderId: number): Promise<void> {
  const o = await trx
    .selectFrom('travel_orders')
    .select(['date_from', 'date_to'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const travellers = await trx
    .selectFrom('travel_order_travellers')
    .select('employee_id')
    .where('travel_order_id', '=', orderId)
    .orderBy('employee_id')
    .execute();
  for (const t of travellers) await recomputeStoredDtr(trx, t.employee_id, o.date_from, o.date_to);
}

export const travelOrderApprovals: ApprovalHandler = {
  documentType: TRAVEL_ORDER_DOCUMENT_TYPE,
  readerRoles: ['OgmStaff', 'AuditViewer'],
  holdsOwnRecord: {
    sql: (userId, documentId) => sql<boolean>`EXISTS (SELECT 1 FROM travel_order_travellers tt
      JOIN employees te ON te.id = tt.employee_id
      WHERE tt.travel_order_id = ${documentId} AND te.user_id = ${userId})`,
    message: TRAVEL_ORDER_MESSAGES.ownTravel,
  },
  async onApproved(trx, { request, actor, remarks }) {
    await close(trx, actor, request.documentId, S.Approved.value, 'approved', remarks);
    await recomputeTravellersDtr(trx, request.documentId);
  },
  async onRejected(trx, { request, actor, remarks }) {
    await close(trx, actor, request.documentId, S.Rejected.value, 'disapproved', remarks);
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    await close(trx, actor, request.documentId, S.Withdrawn.value, 'withdrawn', remarks);
  },
};
