// Who reaches member services' endpoints (SPEC.md section 6 roles); the finer rule of who takes
// which action on a request is compute/transitions.ts.
import type { ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import type { Role } from '@ilaw/contracts/roles';

type Roles = [Role, ...Role[]];

export const TYPE_ADMINS: Roles = ['Admin'];
export const MSD_TYPE_READERS: Roles = [
  'Admin',
  'ServiceRequest',
  'ServiceRequestCreate',
  'ServiceRequestApprover',
  'ServiceRequestAssigner',
  'ServiceRequestReport',
];
export const TSD_TYPE_READERS: Roles = [
  'Admin',
  'ServiceRequestLineman',
  'ServiceRequestAssigner',
  'ServiceRequestCreate',
];
export const REPORT_READERS: Roles = ['ServiceRequest', 'ServiceRequestReport'];

export interface SideAccess {
  read: Roles;
  create: Roles;
  edit: Roles;
  status: Roles;
}

/** Each door's roles: member services' clerks, approvers and assigners; the technical side's crews. */
export const SIDE_ACCESS: Record<ServiceRequestSide, SideAccess> = {
  msd: {
    read: [
      'ServiceRequest',
      'ServiceRequestCreate',
      'ServiceRequestApprover',
      'ServiceRequestAssigner',
      'ServiceRequestReport',
    ],
    create: ['ServiceRequest', 'ServiceRequestCreate'],
    edit: ['ServiceRequest'],
    status: ['ServiceRequest', 'ServiceRequestApprover', 'ServiceRequestAssigner'],
  },
  tsd: {
    read: ['ServiceRequestLineman', 'ServiceRequestAssigner'],
    create: ['ServiceRequestLineman', 'ServiceRequestAssigner', 'ServiceRequestCreate'],
    edit: ['ServiceRequestAssigner'],
    status: ['ServiceRequestLineman', 'ServiceRequestAssigner'],
  },
};

/** Roles that read any request's approval history (the engine's reader roles). */
export const APPROVAL_READERS: Role[] = [
  'ServiceRequest',
  'ServiceRequestApprover',
  'ServiceRequestAssigner',
  'ServiceRequestLineman',
  'ServiceRequestReport',
];

/** Who looks consumers up to file or edit a request (either door). */
export const CONSUMER_SEARCHERS: Roles = [
  'LifelinerConsumer',
  'ServiceRequest',
  'ServiceRequestCreate',
  'ServiceRequestLineman',
  'ServiceRequestAssigner',
  // The whole front desk looks consumers up: new connections, inspections, connection orders.
  'ConsumerPms',
  'ConnectionInspections',
  'ConnectionOrder',
];

/** Who opens a consumer's page of member services (their requests, account and meter). */
export const CONSUMER_READERS: Roles = [...CONSUMER_SEARCHERS, 'ServiceRequestApprover', 'ServiceRequestReport'];

/** New connections and the pre-membership seminar ((NCA) Applications and (PMS) Pre-Membership). */
export const NCA_CLERKS: Roles = ['ConsumerPms'];
/** Who records PUE inspections and their photos. */
export const INSPECTORS: Roles = ['ConnectionInspector'];
/** Who opens the inspections list ((PUE) Inspections) and the applications it links to. */
export const INSPECTION_READERS: Roles = ['ConnectionInspections', 'ConnectionInspector', 'ConsumerPms'];
/** Who reads new connection applications. */
export const NCA_READERS: Roles = ['ConsumerPms', 'ConnectionInspections', 'ConnectionInspector'];
/** Connection orders (decision 072): who reads, issues and assigns, energizes, exports. */
export const CO_READERS: Roles = ['ConnectionOrder', 'ConnectionOrderLineman', 'ConOrderExportReport', 'ConsumerPms'];
export const CO_ISSUERS: Roles = ['ConnectionOrder'];
export const CO_LINEMEN: Roles = ['ConnectionOrderLineman'];
export const CO_EXPORTERS: Roles = ['ConOrderExportReport'];
/** The lifeliner registry (Lifeliner Consumers). */
export const LIFELINE_CLERKS: Roles = ['LifelinerConsumer'];
