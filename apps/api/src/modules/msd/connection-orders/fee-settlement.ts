// Collection's hook on paid and unpaid non-power bills (decision 072), in the payment's (or the
// cancellation's) transaction: the OR that pays an application's fees moves it from For Payment
// to For Installing with the OR number; a cancelled OR moves it back to For Payment and cancels a
// connection order not yet energized. An energized connection refuses the cancellation (409),
// which rolls the cancellation back: the account exists in billing.
import { CONNECTION_ORDER_MESSAGES as M } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { ConnectionOrderStatus, ConnectionStage } from '@ilaw/contracts/msd/enums';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import type { NonPowerBillsSettled } from '../../collection/public.ts';
import { CONNECTION_APPLICATION_LOCK, addStage } from '../connection-applications/connection-application-queries.ts';

export async function settleConnectionFees(trx: Transaction<Database>, s: NonPowerBillsSettled): Promise<void> {
  const apps = await trx
    .selectFrom('msd_connection_applications')
    .select('id')
    .where('fee_bill_id', 'in', [...s.billIds])
    .orderBy('id')
    .execute();
  const actor = { userId: s.userId, name: null, ip: null };
  for (const { id } of apps) {
    await lockSubject(trx, CONNECTION_APPLICATION_LOCK, id);
    const a = await trx
      .selectFrom('msd_connection_applications')
      .select(['stage', 'or_number'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const now = new Date();
    if (s.status === 'Paid') {
      if (a.stage !== ConnectionStage.ForPayment) continue;
      await trx
        .updateTable('msd_connection_applications')
        .set({
          stage: ConnectionStage.ForInstalling,
          stage_since: now,
          or_number: s.orNumber,
          paid_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      await addStage(trx, id, ConnectionStage.ForInstalling, `Fees paid, OR ${s.orNumber}`, s.userId);
    } else {
      if (a.stage === ConnectionStage.Accomplished) throw conflict(M.energizedOrCancel);
      if (a.stage !== ConnectionStage.ForInstalling) continue;
      const cancelled = await trx
        .updateTable('msd_connection_orders')
        .set({
          status: ConnectionOrderStatus.Cancelled,
          cancelled_at: now,
          cancel_reason: `OR ${s.orNumber} cancelled`,
          updated_at: now,
        })
        .where('application_id', '=', id)
        .where('status', 'in', [ConnectionOrderStatus.Issued, ConnectionOrderStatus.Assigned])
        .returning(['id', 'co_number'])
        .execute();
      await trx
        .updateTable('msd_connection_applications')
        .set({ stage: ConnectionStage.ForPayment, stage_since: now, or_number: null, paid_at: null, updated_at: now })
        .where('id', '=', id)
        .execute();
      const co = cancelled.map((c) => `; ${c.co_number} cancelled`).join('');
      await addStage(trx, id, ConnectionStage.ForPayment, `OR ${s.orNumber} cancelled${co}`, s.userId);
    }
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-application',
      entityId: id,
      action: s.status === 'Paid' ? 'fees-paid' : 'fees-payment-cancelled',
      oldValues: { stage: a.stage, orNumber: a.or_number },
      newValues: { orNumber: s.status === 'Paid' ? s.orNumber : null, paymentId: s.paymentId },
    });
  }
}
