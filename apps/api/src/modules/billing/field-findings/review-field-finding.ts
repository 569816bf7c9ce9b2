// The office's review of a finding into an action (decision 111): never by the one who recorded it;
// once. A bill adjustment names the adjustment request made for the finding's consumer (billing's
// adjustment flow, with its own approval); the other actions name the document they became.
import { FINDING_MESSAGES } from '@ilaw/contracts/billing/field-findings/field-finding';
import { reviewFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/review-field-finding';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../platform/http/errors.ts';
import { FINDING_REVIEW } from '../access.ts';
import { loadFieldFinding } from './field-finding-queries.ts';

export const reviewFieldFinding = defineRoute({
  endpoint: reviewFieldFindingEndpoint,
  access: FINDING_REVIEW,
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const f = await trx
        .selectFrom('billing_field_findings')
        .select(['id', 'status', 'found_by', 'consumer_id'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!f) throw notFound(FINDING_MESSAGES.notFound);
      if (f.found_by === user.id) throw forbidden(FINDING_MESSAGES.ownFinding);
      if (f.status === 'Reviewed') throw conflict(FINDING_MESSAGES.reviewed);
      if (body.action !== 'NoAction' && !body.reference)
        throw fieldError('reference', FINDING_MESSAGES.referenceRequired);
      if (body.action === 'BillAdjustment') {
        const requestId = /^\d{1,9}$/.test(body.reference ?? '') ? Number(body.reference) : 0;
        const adjustment = await trx
          .selectFrom('billing_adjustment_requests as a')
          .innerJoin('billing_bills as b', 'b.id', 'a.bill_id')
          .select('a.id')
          .where('a.id', '=', requestId)
          .where('b.consumer_id', '=', f.consumer_id ?? 0)
          .executeTakeFirst();
        if (!adjustment) throw fieldError('reference', FINDING_MESSAGES.adjustmentNotFound);
      }
      await trx
        .updateTable('billing_field_findings')
        .set({
          status: 'Reviewed',
          action: body.action,
          action_reference: body.reference,
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
        newValues: { status: 'Reviewed', ...body },
      });
    });
    return loadFieldFinding(db, params.id);
  },
});
