// The crew energizes the service: the meter and seal as installed and the initial reading. In one
// transaction billing opens the consumer's account (its own checks, through public.ts) with the
// meter, route and first reading, the order is Energized and the application Accomplished.
import { energizeConnectionOrderEndpoint } from '@ilaw/contracts/msd/connection-orders/energize-connection-order';
import { CONNECTION_ORDER_MESSAGES as M } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { ConnectionOrderStatus, ConnectionStage, InspectionResult } from '@ilaw/contracts/msd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { openConnectedAccount } from '../../billing/public.ts';
import { CO_LINEMEN } from '../access.ts';
import {
  CONNECTION_APPLICATION_LOCK,
  addStage,
  requireApplication,
} from '../connection-applications/connection-application-queries.ts';
import { refuseClosed } from './assign-connection-order.ts';
import { loadOrderDetail, requireOrder } from './connection-order-queries.ts';

const SKEW_MS = 5 * 60_000;

export async function energizeOrder({
  params,
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof energizeConnectionOrderEndpoint, SessionUser>) {
  const now = new Date();
  const at = body.energizedAt ? new Date(body.energizedAt) : now;
  if (at.getTime() > now.getTime() + SKEW_MS) throw fieldError('energizedAt', M.futureTime);
  const first = await requireOrder(db, params.id);
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, CONNECTION_APPLICATION_LOCK, first.application_id);
    const o = await requireOrder(trx, params.id);
    refuseClosed(o.status);
    if (o.status !== ConnectionOrderStatus.Assigned) throw conflict(M.notAssigned);
    const a = await requireApplication(trx, o.application_id);
    const gps = await trx
      .selectFrom('msd_connection_inspections')
      .select(['building_latitude', 'building_longitude'])
      .where('application_id', '=', a.id)
      .where('result', '=', InspectionResult.Passed)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const lat = gps?.building_latitude ?? null;
    const lng = gps?.building_longitude ?? null;
    const account = await openConnectedAccount(trx, actor, {
      accountNo: o.account_no,
      branchCode: o.branch_code,
      name: a.juridical_name ?? a.applicant_name,
      town: o.town,
      barangay: a.barangay,
      address: a.address,
      consumerClass: o.consumer_class,
      meterSerial: body.meterSerial,
      meterBrand: o.meter_brand,
      initialReading: body.initialReading,
      routeId: o.route_id,
      sequence: o.sequence,
      latitude: lat !== null && lng !== null ? Number(lat) : null,
      longitude: lat !== null && lng !== null ? Number(lng) : null,
    });
    await trx
      .updateTable('msd_connection_orders')
      .set({
        status: ConnectionOrderStatus.Energized,
        meter_serial: body.meterSerial,
        seal_no: body.sealNo,
        initial_reading: body.initialReading,
        energized_at: at,
        energized_by: user.id,
        consumer_id: account.id,
        updated_at: now,
      })
      .where('id', '=', o.id)
      .execute();
    await trx
      .updateTable('msd_connection_applications')
      .set({ stage: ConnectionStage.Accomplished, stage_since: now, updated_at: now })
      .where('id', '=', a.id)
      .execute();
    await addStage(
      trx,
      a.id,
      ConnectionStage.Accomplished,
      `${o.co_number} energized; account ${account.accountNo}`,
      user.id,
    );
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-order',
      entityId: o.id,
      action: 'energized',
      oldValues: { status: o.status },
      newValues: { ...body, energizedAt: at.toISOString(), consumerId: account.id, accountNo: account.accountNo },
    });
  });
  return loadOrderDetail(db, user, params.id);
}

export const energizeConnectionOrder = defineRoute({
  endpoint: energizeConnectionOrderEndpoint,
  access: anyRole(...CO_LINEMEN),
  handler: energizeOrder,
});
