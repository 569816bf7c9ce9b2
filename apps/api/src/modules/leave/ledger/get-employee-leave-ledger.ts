import { employeeLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-employee-leave-ledger';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { loadLedger, resolveFiscalYear } from '../ledger.ts';

export const getEmployeeLeaveLedger = defineRoute({
  endpoint: employeeLeaveLedgerEndpoint,
  access: anyRole('LeaveLedger', 'Employee'),
  async handler({ params, query, db }) {
    return loadLedger(db, params.employeeId, await resolveFiscalYear(db, query.fiscalYearId));
  },
});
