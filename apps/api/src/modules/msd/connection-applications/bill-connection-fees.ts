// Bills an application's fees For Payment as a collection non-power bill (type CO) to the
// applicant, through collection's public.ts: the teller collects it on the DCR's walk-in screen,
// and the payment moves the application on (connection-orders/fee-settlement.ts, decision 072).
import { billConnectionFeesEndpoint } from '@ilaw/contracts/msd/connection-applications/bill-connection-fees';
import { ConnectionStage } from '@ilaw/contracts/msd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { billNonPower } from '../../collection/public.ts';
import { NCA_CLERKS } from '../access.ts';
import {
  CONNECTION_APPLICATION_LOCK,
  loadApplicationDetail,
  requireApplication,
} from './connection-application-queries.ts';

export const FEES_MESSAGES = {
  notForPayment: 'Only an application For Payment has its fees billed.',
  alreadyBilled: 'The fees of this application are already billed.',
} as const;

/** The non-power bill type a connection order's fees are billed under (0400_collection.sql). */
export const CONNECTION_FEE_TYPE = 'CO';

export async function billFees({
  params,
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof billConnectionFeesEndpoint, SessionUser>) {
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, CONNECTION_APPLICATION_LOCK, params.id);
    const a = await requireApplication(trx, params.id);
    if (a.fee_bill_id !== null) throw conflict(FEES_MESSAGES.alreadyBilled);
    if (a.stage !== ConnectionStage.ForPayment) throw conflict(FEES_MESSAGES.notForPayment);
    const bill = await billNonPower(trx, actor, {
      type: { code: CONNECTION_FEE_TYPE },
      consumerId: null,
      payerName: a.juridical_name ?? a.applicant_name,
      description: body.description ?? `New connection ${a.application_no}`,
      // One line at the CO type's VAT rate (a connection fee is a sale, decision 118).
      lines: [{ description: body.description ?? null, amount: body.amount }],
      billDate: manilaToday(),
    });
    await trx
      .updateTable('msd_connection_applications')
      .set({ fee_bill_id: bill.id, updated_at: new Date() })
      .where('id', '=', a.id)
      .execute();
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-application',
      entityId: a.id,
      action: 'fees-billed',
      newValues: { billNo: bill.billNo, amount: body.amount, description: body.description },
    });
  });
  return loadApplicationDetail(db, user, params.id);
}

export const billConnectionFees = defineRoute({
  endpoint: billConnectionFeesEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: billFees,
});
