import { deletePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/delete-payroll';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { lockDraft } from './save-payroll.ts';

export const deletePayroll = defineRoute({
  endpoint: deletePayrollEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await lockDraft(trx, params.id);
      // Its lines' uses of items, and other drafts' uses of its one-time amounts (they go with it).
      await trx
        .deleteFrom('payroll_line_employee_items')
        .where((eb) =>
          eb.or([
            eb('payroll_id', '=', params.id),
            eb(
              'employee_item_id',
              'in',
              eb.selectFrom('payroll_employee_items').select('id').where('payroll_id', '=', params.id),
            ),
          ]),
        )
        .execute();
      await trx.deleteFrom('payroll_lines').where('payroll_id', '=', params.id).execute();
      await trx.deleteFrom('payrolls').where('id', '=', params.id).execute();
      await recordAudit(trx, actor, {
        entityType: 'payroll',
        entityId: params.id,
        action: 'deleted',
        oldValues: { name: before.name, periodStart: before.period_start, periodEnd: before.period_end },
      });
    });
    return { ok: true as const };
  },
});
