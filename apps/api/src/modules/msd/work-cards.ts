// My work counters and dashboard cards of member services (the approvals come from the engine).
import { ApprovalState, ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import type { DashboardCardSource, WorkCardSource } from '../../platform/dashboard/dashboard-cards.ts';

/** Approved (or needing no approval) and not yet given to a crew. */
export const requestsToAssign: WorkCardSource = {
  key: 'msd.requests-to-assign',
  label: 'Service requests to assign',
  link: '/tsd/service-requests?status=ForSchedule',
  roles: ['ServiceRequestAssigner'],
  async count(db) {
    const row = await db
      .selectFrom('msd_service_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', ServiceRequestStatus.ForSchedule)
      .where('approval_state', 'in', [ApprovalState.New, ApprovalState.Approved])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

/** Scheduled for a crew and not yet accomplished. */
export const requestsInTheField: WorkCardSource = {
  key: 'msd.requests-in-the-field',
  label: 'Service requests for the crews',
  link: '/tsd/service-requests?status=Scheduled',
  roles: ['ServiceRequestLineman'],
  async count(db) {
    const row = await db
      .selectFrom('msd_service_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', ServiceRequestStatus.Scheduled)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

/** Open requests past their target. */
export const overdueRequests: DashboardCardSource = {
  key: 'msd.overdue-requests',
  label: 'Overdue service requests',
  link: '/isd/msd/service-requests?overdue=true',
  roles: ['ServiceRequest', 'ServiceRequestAssigner', 'ServiceRequestReport'],
  async count(db) {
    const row = await db
      .selectFrom('msd_service_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', [ServiceRequestStatus.ForSchedule, ServiceRequestStatus.Scheduled])
      .where('due_at', '<', new Date())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
