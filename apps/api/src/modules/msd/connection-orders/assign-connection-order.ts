// Assigns a connection order to a crew with the date, meter and seal; reassigning is allowed until
// the crew energizes it. Locked per application with the fee settlement and the energizing.
import { assignConnectionOrderEndpoint } from '@ilaw/contracts/msd/connection-orders/assign-connection-order';
import { CONNECTION_ORDER_MESSAGES as M } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { ConnectionOrderStatus } from '@ilaw/contracts/msd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { CO_ISSUERS } from '../access.ts';
import { CONNECTION_APPLICATION_LOCK } from '../connection-applications/connection-application-queries.ts';
import { loadOrderDetail, requireOrder } from './connection-order-queries.ts';

export function refuseClosed(status: ConnectionOrderStatus) {
  if (status === ConnectionOrderStatus.Energized) throw conflict(M.energized);
  if (status === ConnectionOrderStatus.Cancelled) throw conflict(M.cancelled);
}

export async function assignOrder({
  params,
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof assignConnectionOrderEndpoint, SessionUser>) {
  const first = await requireOrder(db, params.id);
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, CONNECTION_APPLICATION_LOCK, first.application_id);
    const o = await requireOrder(trx, params.id);
    refuseClosed(o.status);
    const team = await trx
      .selectFrom('teams')
      .select('id')
      .where('id', '=', body.teamId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!team) throw fieldError('teamId', M.teamNotFound);
    const values = {
      status: ConnectionOrderStatus.Assigned,
      team_id: body.teamId,
      scheduled_on: body.scheduledOn,
      meter_serial: body.meterSerial,
      meter_brand: body.meterBrand,
      seal_no: body.sealNo,
      updated_at: new Date(),
    };
    await trx.updateTable('msd_connection_orders').set(values).where('id', '=', o.id).execute();
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-order',
      entityId: o.id,
      action: 'assigned',
      oldValues: { status: o.status, teamId: o.team_id, meterSerial: o.meter_serial, sealNo: o.seal_no },
      newValues: body,
    });
  });
  return loadOrderDetail(db, user, params.id);
}

export const assignConnectionOrder = defineRoute({
  endpoint: assignConnectionOrderEndpoint,
  access: anyRole(...CO_ISSUERS),
  handler: assignOrder,
});
