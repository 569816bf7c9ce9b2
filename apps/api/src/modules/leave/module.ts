// Leave: types, ledger, monthly earned credits, applications, opening balances, year closing.
import { defineModule } from '../../platform/modules/define-module.ts';
import { leaveRoutes } from './routes.ts';

const LEAVE_READERS = ['LeaveLedger'] as const;

export const leaveModule = defineModule({
  name: 'leave',
  endpoints: leaveRoutes,
  auditedTypes: {
    'monthly-earned-leave': LEAVE_READERS,
    'leave-application': LEAVE_READERS,
    'leave-type': LEAVE_READERS,
    'leave-opening-balance': LEAVE_READERS,
    'leave-fiscal-year': LEAVE_READERS,
  },
});
