import { userDashboardEndpoint } from '@ilaw/contracts/auth/user-dashboard';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { recordSensitiveAccess } from '../privacy/public.ts';

export const userDashboard = defineRoute({
  endpoint: userDashboardEndpoint,
  access: SIGNED_IN,
  async handler({ user, db, ip }) {
    const e = await db
      .selectFrom('employees')
      .select(['id', 'employee_id', 'sss_no', 'pag_ibig_no', 'phil_health_no', 'hmo_no', 'tin_no'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (e) {
      await recordSensitiveAccess(db, {
        userId: user.id,
        ip,
        kind: 'GovernmentNumbers',
        subjectEmployeeId: e.id,
        detail: 'Own government numbers (Your Account)',
      });
    }
    return {
      employeeId: e?.employee_id ?? null,
      sssNo: e?.sss_no ?? null,
      pagIbigNo: e?.pag_ibig_no ?? null,
      philHealthNo: e?.phil_health_no ?? null,
      hmoNo: e?.hmo_no ?? null,
      tinNo: e?.tin_no ?? null,
    };
  },
});
