import { RequestStatus } from '@ilaw/contracts/billing/enums';
import { billSignatoriesEndpoint } from '@ilaw/contracts/billing/bills/list-bill-signatories';
import { signatoriesOfDocument } from '../../../platform/approvals/engine.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { BILLING_VIEW } from '../access.ts';
import { ADJUSTMENT_DOC } from '../adjustments/adjustment-queries.ts';
import { CANCELLATION_DOC } from '../cancellations/cancellation-queries.ts';

/** The approved cancellation or adjustment behind a bill, with its signatories (the bill's print). */
export const billSignatories = defineRoute({
  endpoint: billSignatoriesEndpoint,
  access: BILLING_VIEW,
  async handler({ params, db }) {
    const docs = [
      ...(
        await db
          .selectFrom('billing_cancellations')
          .select('id')
          .where('bill_id', '=', params.id)
          .where('status', '=', RequestStatus.Approved)
          .execute()
      ).map((r) => ({ documentType: CANCELLATION_DOC, documentId: r.id, title: 'Cancellation' })),
      ...(
        await db
          .selectFrom('billing_adjustment_requests')
          .select('id')
          .where('status', '=', RequestStatus.Approved)
          .where((eb) => eb.or([eb('bill_id', '=', params.id), eb('corrected_bill_id', '=', params.id)]))
          .execute()
      ).map((r) => ({ documentType: ADJUSTMENT_DOC, documentId: r.id, title: 'Adjustment' })),
    ];
    return Promise.all(
      docs.map(async (d) => ({ ...d, signatories: await signatoriesOfDocument(db, d.documentType, d.documentId) })),
    );
  },
});
