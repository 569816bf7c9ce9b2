import { formatDate } from '@ilaw/contracts/format';
import { deleteMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/reverse-monthly-credits';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { assertOpenYear, STATUS } from '../ledger.ts';
import { toMonthly } from './monthly-credit-queries.ts';

const LEAVE = anyRole('LeaveLedger');

export const reverseMonthlyCredits = defineRoute({
  endpoint: deleteMonthlyEarnedEndpoint,
  access: LEAVE,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const posting = await trx
        .selectFrom('monthly_earned_leaves')
        .selectAll()
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!posting) throw notFound('The monthly posting was not found.');
      if (posting.cancelled_at)
        throw conflict(
          `The leave credits of ${formatDate(`${posting.year}-${String(posting.month).padStart(2, '0')}-01`, 'MMMM YYYY')} have already been reversed.`,
        );
      // Reversing credits of a closed year would make its closing balances untrue.
      await assertOpenYear(trx, posting.fiscal_year_id, 'id');
      const now = new Date();
      await trx
        .updateTable('monthly_earned_leaves')
        .set({ cancelled_at: now, cancelled_by: actor.userId })
        .where('id', '=', posting.id)
        .execute();
      const lines = await trx
        .updateTable('leave_ledger_lines')
        .set({ status: STATUS.Cancelled, cancelled_at: now, cancelled_by: actor.userId })
        .where('monthly_earned_leave_id', '=', posting.id)
        .where('status', '=', STATUS.Posted)
        .executeTakeFirst();
      await recordAudit(trx, actor, {
        entityType: 'monthly-earned-leave',
        entityId: posting.id,
        action: 'reversed',
        oldValues: toMonthly(posting),
        newValues: { cancelledLines: Number(lines.numUpdatedRows) },
      });
    });
  },
});
