import { departmentCorrectionRequestsEndpoint } from '@ilaw/contracts/dtr/correction-requests/list-department-correction-requests';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { correctionQuery, toCorrections } from './correction-queries.ts';
import { departmentInView } from '../scope.ts';

const DEPT = anyRole('DepartmentDtrMonitoring', 'Employee');

export const listDepartmentCorrectionRequests = defineRoute({
  endpoint: departmentCorrectionRequestsEndpoint,
  access: DEPT,
  async handler({ query, db, user }) {
    const dept = await departmentInView(db, user, query.departmentId);
    let q = correctionQuery(db).orderBy('c.status').orderBy('c.requested_at', 'desc');
    if (dept !== null) q = q.where('e.department_id', '=', dept);
    if (query.status !== undefined) q = q.where('c.status', '=', query.status);
    return toCorrections(db, user, await q.limit(500).execute());
  },
});
