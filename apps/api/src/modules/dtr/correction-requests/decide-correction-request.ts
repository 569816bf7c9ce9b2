import { CORRECTION_STATUS } from '@ilaw/contracts/dtr/correction-requests/correction-request';
import { departmentDecideCorrectionEndpoint } from '@ilaw/contracts/dtr/correction-requests/decide-correction-request';
import { decideApproval, pendingRequestOf } from '../../../platform/approvals/engine.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/errors.ts';
import { CORRECTION_DOC, correctionQuery, toCorrections } from './correction-queries.ts';
import { departmentInView, OTHER_DEPARTMENT } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const decideCorrectionRequest = defineRoute({
  endpoint: departmentDecideCorrectionEndpoint,
  access: DEPT,
  async handler({ body, db, user, actor }) {
    const dept = await departmentInView(db, user, undefined);
    const id = await db.transaction().execute(async (trx) => {
      const req = await trx
        .selectFrom('dtr_correction_requests as c')
        .innerJoin('employees as e', 'e.id', 'c.employee_id')
        .select(['c.id', 'c.status', 'e.department_id'])
        .where('c.id', '=', body.correctionRequestId)
        .executeTakeFirst();
      if (!req) throw notFound('The correction request was not found.');
      if (dept !== null && req.department_id !== dept) throw forbidden(OTHER_DEPARTMENT);
      if (req.status !== CORRECTION_STATUS.Pending.value)
        throw conflict('This correction request has already been decided.');
      // The engine refuses the employee and anyone not a signatory; approval applies the punches.
      const requestId = await pendingRequestOf(trx, CORRECTION_DOC, req.id);
      await decideApproval(trx, user, actor, { requestId, approve: body.approve, remarks: body.remarks ?? null });
      return req.id;
    });
    const row = await correctionQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
    return (await toCorrections(db, user, [row]))[0]!;
  },
});
