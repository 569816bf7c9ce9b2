import { createBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/create-bill-month';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { BILLING_MASTER } from '../access.ts';
import { loadBillMonth } from './bill-month-queries.ts';
import { monthExists, writeMonth } from './save-bill-month.ts';

export const createBillMonth = defineRoute({
  endpoint: createBillMonthEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const { monthId, values } = await writeMonth(trx, body, null);
        await recordAudit(trx, actor, {
          entityType: 'billing-bill-month',
          entityId: monthId,
          action: 'created',
          newValues: values,
        });
        return monthId;
      })
      // Two clerks adding the same month at once: the period's unique key decides.
      .catch(
        duplicateToConflict({
          constraint: 'billing_bill_months_period',
          message: monthExists(body.period),
          field: 'period',
        }),
      );
    reply.code(201);
    return loadBillMonth(db, id);
  },
});
