import { BillMonthStatus } from '@ilaw/contracts/billing/enums';
import { closeBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/close-bill-month';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { BILLING_MASTER } from '../access.ts';
import { activeComputation, COMPUTING_NOW } from '../month-locks.ts';
import { loadBillMonth, openMonthForChange } from './bill-month-queries.ts';

export const closeBillMonth = defineRoute({
  endpoint: closeBillMonthEndpoint,
  access: BILLING_MASTER,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await openMonthForChange(trx, params.id, 'id');
      // A bulk computation queued or running would be cut off halfway: closing waits for it to end.
      if (await activeComputation(trx, params.id)) throw conflict(COMPUTING_NOW);
      await trx
        .updateTable('billing_bill_months')
        .set({ status: BillMonthStatus.Closed, closed_at: new Date(), closed_by: actor.userId, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-bill-month',
        entityId: params.id,
        action: 'closed',
        oldValues: { status: BillMonthStatus.Open },
        newValues: { status: BillMonthStatus.Closed },
      });
    });
    return loadBillMonth(db, params.id);
  },
});
