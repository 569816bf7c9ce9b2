import {
  PAYROLL_DOCUMENT_TYPE,
  PAYROLL_GENERATING,
  PAYROLL_NOT_FOUND,
  PAYROLL_NOT_GENERATED,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { formatPeso } from '@ilaw/contracts/format';
import { sql } from 'kysely';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { assertBalancesStillCover } from '../employee-items/check-balances.ts';
import { settlePowerBills } from '../employee-items/power-bills.ts';
import { assertPoolRoom } from './benefit-pool.ts';
import { assertAnnualBasis } from './annual-tax.ts';
import { GENERATE_JOB, loadPayroll } from './payroll-queries.ts';
import { lockDraft } from './save-payroll.ts';

export const submitPayroll = defineRoute({
  endpoint: submitPayrollEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const p = await lockDraft(trx, params.id);
      const running = await sql<{ id: string }>`
        SELECT id FROM jobs WHERE kind = ${GENERATE_JOB} AND status IN ('queued', 'running')
          AND (payload->>'payrollId')::int = ${params.id} LIMIT 1`.execute(trx);
      if (running.rows.length > 0) throw conflict(PAYROLL_GENERATING);
      if (p.generated_at === null || p.employee_count === 0) throw conflict(PAYROLL_NOT_GENERATED);
      await assertBalancesStillCover(trx, p.id);
      await assertPoolRoom(trx, p.id);
      await assertAnnualBasis(trx, p, false);
      await settlePowerBills(trx, { id: p.id, periodEnd: p.period_end }, null);
      await trx
        .updateTable('payrolls')
        .set({ status: 'ForApproval', submitted_at: new Date(), updated_at: new Date() })
        .where('id', '=', p.id)
        .execute();
      await submitForApproval(trx, actor, {
        documentType: PAYROLL_DOCUMENT_TYPE,
        documentId: p.id,
        summary: `${p.name}, ${p.period_start} to ${p.period_end}: ${p.employee_count} employees, net pay ${formatPeso(p.total_net)}`,
      });
      await recordAudit(trx, actor, {
        entityType: 'payroll',
        entityId: p.id,
        action: 'submitted for approval',
        oldValues: { status: 'Draft' },
        newValues: { status: 'ForApproval', totalNet: p.total_net, employees: p.employee_count },
      });
    });
    const payroll = await loadPayroll(db, user, params.id);
    if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
    return payroll;
  },
});
