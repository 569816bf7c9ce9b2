import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import {
  PAYROLL_NOT_DRAFT,
  PAYROLL_NOT_FOUND,
  specialBenefitNotInForce,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { tablesInForceOn } from '../statutory-tables/statutory-table-queries.ts';
import { benefitOf } from './generation.ts';
import { GENERATE_JOB, PAYROLL_LOCK } from './payroll-queries.ts';

export const generatePayroll = defineRoute({
  endpoint: generatePayrollEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db, services, user, reply }) {
    const jobId = await db.transaction().execute(async (trx) => {
      // Asked again while queued or running: the same job answers (one generation at a time).
      await lockSubject(trx, PAYROLL_LOCK.generateStart, params.id);
      const payroll = await trx
        .selectFrom('payrolls as p')
        .leftJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
        .select(['p.status', 'p.period_end', 't.kind', 't.benefit_code'])
        .where('p.id', '=', params.id)
        .executeTakeFirst();
      if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
      if (payroll.status !== 'Draft') throw conflict(PAYROLL_NOT_DRAFT);
      if (payroll.kind === 'Special') {
        const code = payroll.benefit_code ?? '';
        if (!benefitOf(await tablesInForceOn(trx, payroll.period_end), code))
          throw conflict(specialBenefitNotInForce(code, payroll.period_end));
      }
      const running = await sql<{ id: string }>`
        SELECT id FROM jobs WHERE kind = ${GENERATE_JOB} AND status IN ('queued', 'running')
          AND (payload->>'payrollId')::int = ${params.id} ORDER BY created_at LIMIT 1`.execute(trx);
      const existing = running.rows[0]?.id;
      if (existing) return existing;
      return services.jobs.enqueue(
        GENERATE_JOB,
        { payrollId: params.id, userName: user.fullName },
        { createdBy: user.id, maxAttempts: 1 },
        trx,
      );
    });
    reply.code(202);
    return { jobId };
  },
});
