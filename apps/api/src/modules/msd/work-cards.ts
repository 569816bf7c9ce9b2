// My work counters and dashboard cards of member services (the approvals come from the engine).
import { ApprovalState, ConnectionStage, ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import type { Kysely } from 'kysely';
import type { DashboardCardSource, WorkCardSource } from '../../platform/dashboard/dashboard-cards.ts';
import type { Database } from '../../platform/db/schema.ts';

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

async function applicationsAt(db: Kysely<Database>, stage: ConnectionStage) {
  const row = await db
    .selectFrom('msd_connection_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stage', '=', stage)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** New connection applications waiting for their PUE inspection. */
export const applicationsToInspect: WorkCardSource = {
  key: 'msd.applications-to-inspect',
  label: 'Connection applications to inspect',
  link: '/isd/msd/inspections',
  roles: ['ConnectionInspector'],
  count: (db) => applicationsAt(db, ConnectionStage.ForInspection),
};

/** Inspected applications waiting for the evaluation. */
export const applicationsToEvaluate: WorkCardSource = {
  key: 'msd.applications-to-evaluate',
  label: 'Connection applications to evaluate',
  link: '/isd/msd/new-connections?stage=ForEvaluation',
  roles: ['ConsumerPms'],
  count: (db) => applicationsAt(db, ConnectionStage.ForEvaluation),
};
