// The office's review of a finding into an action (decisions 111, 115): never by the one who
// recorded it; once. A service request, a meter change (a defective kWh meter request) and a
// connection order are filed in member services through its public.ts, in the review's own
// transaction, and linked to the finding; a bill adjustment names the adjustment request made for
// the finding's consumer (billing's adjustment flow, with its own approval).
import { FINDING_KIND, FINDING_MESSAGES } from '@ilaw/contracts/billing/field-findings/field-finding';
import { reviewFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/review-field-finding';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../platform/http/errors.ts';
import { fileServiceRequestForFinding, issueConnectionOrderForFinding } from '../../msd/public.ts';
import { FINDING_REVIEW } from '../access.ts';
import { loadFieldFinding } from './field-finding-queries.ts';

export const reviewFieldFinding = defineRoute({
  endpoint: reviewFieldFindingEndpoint,
  access: FINDING_REVIEW,
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const f = await trx
        .selectFrom('billing_field_findings as f')
        .leftJoin('billing_consumers as c', 'c.id', 'f.consumer_id')
        .select([
          'f.id',
          'f.finding_no',
          'f.kind',
          'f.status',
          'f.found_by',
          'f.consumer_id',
          'c.branch_code',
          'f.location_text',
          'f.remarks',
          'f.latitude',
          'f.longitude',
        ])
        .where('f.id', '=', params.id)
        .forUpdate('f')
        .executeTakeFirst();
      if (!f) throw notFound(FINDING_MESSAGES.notFound);
      if (f.found_by === user.id) throw forbidden(FINDING_MESSAGES.ownFinding);
      if (f.status === 'Reviewed') throw conflict(FINDING_MESSAGES.reviewed);
      let reference: string | null = null;
      switch (body.action) {
        case 'BillAdjustment': {
          if (!body.reference) throw fieldError('reference', FINDING_MESSAGES.referenceRequired);
          const requestId = /^\d{1,9}$/.test(body.reference) ? Number(body.reference) : 0;
          const adjustment = await trx
            .selectFrom('billing_adjustment_requests as a')
            .innerJoin('billing_bills as b', 'b.id', 'a.bill_id')
            .select('a.id')
            .where('a.id', '=', requestId)
            .where('b.consumer_id', '=', f.consumer_id ?? 0)
            .executeTakeFirst();
          if (!adjustment) throw fieldError('reference', FINDING_MESSAGES.adjustmentNotFound);
          reference = body.reference;
          break;
        }
        case 'ServiceRequest':
        case 'MeterChange': {
          const sr = body.serviceRequest;
          if (sr === null) throw fieldError('serviceRequest', FINDING_MESSAGES.serviceRequestRequired);
          const meterChange = body.action === 'MeterChange';
          if (meterChange && f.consumer_id === null)
            throw fieldError('action', FINDING_MESSAGES.meterChangeNeedsConsumer);
          const kind = FINDING_KIND[f.kind].label;
          const filed = await fileServiceRequestForFinding(trx, actor, user.id, {
            findingId: f.id,
            typeId: sr.typeId,
            subtypeId: sr.subtypeId,
            meterChange,
            consumerId: f.consumer_id,
            branchCode: f.branch_code ?? sr.branchCode,
            locationType: sr.locationType,
            place: f.location_text,
            latitude: f.latitude,
            longitude: f.longitude,
            requesterName: `Field finding ${f.finding_no}`,
            description: [`${meterChange ? 'Meter change' : kind}: ${f.finding_no}`, f.remarks, body.note]
              .filter((x) => x)
              .join('. '),
          });
          reference = filed.requestNo;
          break;
        }
        case 'ConnectionOrder': {
          if (body.connectionOrder === null)
            throw fieldError('connectionOrder', FINDING_MESSAGES.connectionOrderRequired);
          const order = await issueConnectionOrderForFinding(trx, actor, user.id, f.id, body.connectionOrder);
          reference = order.coNumber;
          break;
        }
        case 'NoAction':
          break;
      }
      await trx
        .updateTable('billing_field_findings')
        .set({
          status: 'Reviewed',
          action: body.action,
          action_reference: reference,
          review_note: body.note,
          reviewed_by: user.id,
          reviewed_at: new Date(),
        })
        .where('id', '=', f.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-field-finding',
        entityId: f.id,
        action: 'reviewed',
        oldValues: { status: 'New' },
        newValues: { status: 'Reviewed', action: body.action, reference, note: body.note },
      });
    });
    return loadFieldFinding(db, params.id);
  },
});
