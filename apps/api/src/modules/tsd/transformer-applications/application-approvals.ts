// Transformer applications through the approval engine (document type tsd.transformer-application,
// decision 081). The final approval bills the fees as a non-power bill payable at the teller; a
// rejection disapproves the application; a withdrawal by its evaluator sends it back to evaluation.
import { FEE_ITEM_LABELS } from '@ilaw/contracts/tsd/enums';
import { TRANSFORMER_APPLICATION_DOCUMENT } from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import type { Transaction } from 'kysely';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { issueNonPowerBill } from '../../collection/public.ts';
import { APPLICATION_READERS } from '../access.ts';
import { feesTotal } from '../compute/fees.ts';
import { pricesInForce } from './fee-prices.ts';
import { applicationAt } from './application-queries.ts';

async function audit(trx: Transaction<Database>, actor: Actor, id: number, action: string, remarks: string | null) {
  await recordAudit(trx, actor, {
    entityType: 'tsd-transformer-application',
    entityId: id,
    action,
    newValues: { remarks },
  });
}

export const transformerApplicationApprovals: ApprovalHandler = {
  documentType: TRANSFORMER_APPLICATION_DOCUMENT,
  readerRoles: APPLICATION_READERS,
  async onApproved(trx, { request, actor, remarks }) {
    await lockSubject(trx, 'tsd-transformer-application', request.documentId);
    const a = await applicationAt(trx, request.documentId, ['ForApproval']);
    const lines = await trx
      .selectFrom('tsd_transformer_application_fees')
      .select(['item', 'amount', 'evat'])
      .where('application_id', '=', a.id)
      .execute();
    // Each fee is a bill line at its own VAT rate, as priced (the guarantee deposit at 0 %, decision 118).
    const prices = await pricesInForce(trx, a.evaluated_on ?? manilaToday());
    const { userId } = actor;
    if (userId === null) throw new Error('An approval is decided by a signed-in user.');
    const bill = await issueNonPowerBill(
      trx,
      { ...actor, userId },
      {
        typeCode: 'TRANSFORMER',
        consumerId: a.consumer_id,
        payerName: a.applicant_name,
        description: `Transformer application ${a.application_no}`,
        lines: lines.map((l) => ({
          description: FEE_ITEM_LABELS[l.item],
          amount: feesTotal([l]),
          vatPercent: prices.get(l.item)?.vatRate ?? '0',
        })),
        billDate: manilaToday(),
      },
    );
    await trx
      .updateTable('tsd_transformer_applications')
      .set({ stage: 'ForPayment', non_power_bill_id: bill.id, updated_at: new Date() })
      .where('id', '=', a.id)
      .execute();
    await audit(trx, actor, a.id, 'approved', remarks);
  },
  async onRejected(trx, { request, actor, remarks }) {
    await lockSubject(trx, 'tsd-transformer-application', request.documentId);
    const a = await applicationAt(trx, request.documentId, ['ForApproval']);
    await trx
      .updateTable('tsd_transformer_applications')
      .set({ stage: 'Disapproved', status: 'Cancelled', cancel_reason: remarks, updated_at: new Date() })
      .where('id', '=', a.id)
      .execute();
    await audit(trx, actor, a.id, 'disapproved', remarks);
  },
  async onWithdrawn(trx, { request, actor, remarks }) {
    await lockSubject(trx, 'tsd-transformer-application', request.documentId);
    const a = await applicationAt(trx, request.documentId, ['ForApproval']);
    await trx.deleteFrom('tsd_transformer_application_fees').where('application_id', '=', a.id).execute();
    await trx
      .updateTable('tsd_transformer_applications')
      .set({ stage: 'ForEvaluation', updated_at: new Date() })
      .where('id', '=', a.id)
      .execute();
    await audit(trx, actor, a.id, 'evaluation-withdrawn', remarks);
  },
};
