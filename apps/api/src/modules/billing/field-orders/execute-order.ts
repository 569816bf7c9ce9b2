// Executing an order at the meter, for the office's Execute (multipart) and the field app's sync
// alike (decisions 111 and 114). A disconnection makes the account Disconnected and bills the
// reconnection fee (a non-power bill, through collection's public.ts); a reconnection makes it
// Active again. Under the consumer's lock (the one a payment at the window takes) and the
// order's row lock.
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import { FIELD_ORDER_MESSAGES, type executeFieldOrderFields } from '@ilaw/contracts/billing/field-orders/field-order';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Actor } from '../../../platform/http/context.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaDate, manilaToday } from '../../../platform/time/manila.ts';
import { CONSUMER_LOCK, issueNonPowerBill, RECONNECTION_FEE_TYPE } from '../../collection/public.ts';

export type ExecutionFields = z.output<typeof executeFieldOrderFields>;

/** What a phone knew when it executed the order without signal (the field app's sync). */
export interface FieldExecution {
  /** The crew the order was assigned to when the phone loaded it. */
  crew: string | null;
  /** When it was executed, by the phone's clock. */
  executedAt: Date;
}

/**
 * Executes the order; answers false when it was executed already (the office's repeat answers the
 * executed order). From a phone, an order executed, cancelled or reassigned in the office since the
 * phone loaded it is a conflict (409) in words, and nothing is saved.
 */
export async function executeOrder(
  trx: Transaction<Database>,
  executor: Actor & { userId: number },
  orderId: number,
  body: ExecutionFields,
  options: { photoFileIds: () => Promise<string[]>; field?: FieldExecution },
): Promise<boolean> {
  const first = await trx
    .selectFrom('billing_field_orders')
    .select('consumer_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!first) throw notFound(FIELD_ORDER_MESSAGES.notFound);
  await lockSubject(trx, CONSUMER_LOCK, first.consumer_id);
  const order = await trx
    .selectFrom('billing_field_orders as o')
    .innerJoin('billing_consumers as c', 'c.id', 'o.consumer_id')
    .leftJoin('users as u', 'u.id', 'o.executed_by')
    .select([
      'o.id',
      'o.order_no',
      'o.kind',
      'o.status',
      'o.crew',
      'o.consumer_id',
      'o.disconnection_id',
      'o.executed_at',
      'u.full_name as executed_by',
      'c.name',
      'c.account_status',
    ])
    .where('o.id', '=', orderId)
    .forUpdate('o')
    .executeTakeFirstOrThrow();
  const field = options.field;
  if (order.status === 'Executed') {
    if (!field) return false;
    const when = order.executed_at ? manilaDate(order.executed_at) : 'an earlier day';
    throw conflict(
      `${order.order_no} was already executed on ${when}${order.executed_by ? ` by ${order.executed_by}` : ''}; the phone's execution was not saved.`,
    );
  }
  if (order.status === 'Cancelled') {
    throw conflict(
      field ? `${order.order_no} was cancelled in the office; it was not executed.` : FIELD_ORDER_MESSAGES.cancelled,
    );
  }
  if (order.status !== 'Assigned') throw conflict(FIELD_ORDER_MESSAGES.notAssigned);
  if (field && field.crew !== null && order.crew !== field.crew) {
    throw conflict(
      `${order.order_no} was reassigned to ${order.crew ?? 'no crew'} after this phone loaded it; the phone's execution was not saved.`,
    );
  }
  if (order.kind === 'Reconnection' && order.account_status !== ACCOUNT_STATUS.Disconnected.value)
    throw conflict(FIELD_ORDER_MESSAGES.notDisconnected);
  const photoFileIds = await options.photoFileIds();
  if (photoFileIds.length === 0) throw badRequest(FIELD_ORDER_MESSAGES.photo);
  const today = manilaToday();
  const fee =
    order.kind === 'Disconnection'
      ? await issueNonPowerBill(trx, executor, {
          typeCode: RECONNECTION_FEE_TYPE,
          consumerId: order.consumer_id,
          payerName: order.name,
          description: `Reconnection fee (${order.order_no})`,
          // One line: the type's amount at the type's VAT rate (a sale, decision 118).
          lines: [{ description: 'Reconnection fee' }],
          billDate: today,
        })
      : null;
  for (const fileId of photoFileIds) {
    await trx
      .insertInto('billing_field_photos')
      .values({ order_id: order.id, file_id: fileId, created_by: executor.userId })
      .execute();
  }
  await trx
    .updateTable('billing_field_orders')
    .set({
      status: 'Executed',
      executed_at: field?.executedAt ?? new Date(),
      executed_by: executor.userId,
      reading: body.reading,
      seal_no: body.sealNo,
      latitude: body.latitude,
      longitude: body.longitude,
      accuracy_m: body.accuracyM,
      remarks: body.remarks,
      ...(fee ? { fee_bill_id: fee.id } : {}),
    })
    .where('id', '=', order.id)
    .execute();
  const status = order.kind === 'Disconnection' ? ACCOUNT_STATUS.Disconnected.value : ACCOUNT_STATUS.Active.value;
  await trx
    .updateTable('billing_consumers')
    .set({ account_status: status })
    .where('id', '=', order.consumer_id)
    .execute();
  if (order.kind === 'Reconnection' && order.disconnection_id !== null) {
    // The notice that led to the disconnection is closed by the reconnection.
    await trx
      .updateTable('billing_disconnection_notices')
      .set({ status: 'Settled' })
      .where('id', '=', (eb) =>
        eb.selectFrom('billing_field_orders').select('notice_id').where('id', '=', order.disconnection_id!),
      )
      .execute();
  }
  await recordAudit(trx, executor, {
    entityType: 'billing-field-order',
    entityId: order.id,
    action: 'executed',
    oldValues: { status: order.status, accountStatus: order.account_status },
    newValues: {
      status: 'Executed',
      accountStatus: status,
      reading: body.reading,
      sealNo: body.sealNo,
      latitude: body.latitude,
      longitude: body.longitude,
      photos: photoFileIds.length,
      feeBill: fee?.billNo ?? null,
      ...(field ? { source: 'field', executedAt: field.executedAt.toISOString() } : {}),
    },
  });
  return true;
}
