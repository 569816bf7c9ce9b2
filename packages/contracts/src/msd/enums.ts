// Member services enumerations (SPEC.md section 3), stored as text by name
// (ServiceRequestStatus.Accomplished, never 'Accomplished').

/** Service request status (SPEC.md: ForSchedule 0, Accomplished 1, Cancelled 2, Scheduled 3). */
export const ServiceRequestStatus = {
  ForSchedule: 'ForSchedule',
  Scheduled: 'Scheduled',
  Accomplished: 'Accomplished',
  Cancelled: 'Cancelled',
} as const;
export type ServiceRequestStatus = (typeof ServiceRequestStatus)[keyof typeof ServiceRequestStatus];
export const SERVICE_REQUEST_STATUSES = [
  ServiceRequestStatus.ForSchedule,
  ServiceRequestStatus.Scheduled,
  ServiceRequestStatus.Accomplished,
  ServiceRequestStatus.Cancelled,
] as const;
export const SERVICE_REQUEST_STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  ForSchedule: 'For Schedule',
  Scheduled: 'Scheduled',
  Accomplished: 'Accomplished',
  Cancelled: 'Cancelled',
};

/** Approval state (SPEC.md: New 0, Pending 1, Approved 2, Rejected 3). New: the type needs no approval. */
export const ApprovalState = { New: 'New', Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected' } as const;
export type ApprovalState = (typeof ApprovalState)[keyof typeof ApprovalState];
export const APPROVAL_STATES = [
  ApprovalState.New,
  ApprovalState.Pending,
  ApprovalState.Approved,
  ApprovalState.Rejected,
] as const;

/** Service request location type (SPEC.md). */
export const LocationType = {
  Residential: 'Residential',
  Commercial: 'Commercial',
  Industrial: 'Industrial',
  PublicBuilding: 'PublicBuilding',
  StreetLight: 'StreetLight',
} as const;
export type LocationType = (typeof LocationType)[keyof typeof LocationType];
export const LOCATION_TYPES = [
  LocationType.Residential,
  LocationType.Commercial,
  LocationType.Industrial,
  LocationType.PublicBuilding,
  LocationType.StreetLight,
] as const;
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  Residential: 'Residential',
  Commercial: 'Commercial',
  Industrial: 'Industrial',
  PublicBuilding: 'Public Building',
  StreetLight: 'Street Light',
};

/**
 * Request history events: SPEC.md's list (New ... Accomplished) plus the crew's times, the
 * rejection and the cancellation, which SPEC.md's list does not name (decision 070).
 */
export const RequestHistoryEvent = {
  New: 'New',
  Updated: 'Updated',
  AddedRemarks: 'AddedRemarks',
  UploadedAttachments: 'UploadedAttachments',
  FirstApproval: 'FirstApproval',
  SecondApproval: 'SecondApproval',
  Rejected: 'Rejected',
  UploadedFindings: 'UploadedFindings',
  AssignedToTeam: 'AssignedToTeam',
  Dispatched: 'Dispatched',
  Arrived: 'Arrived',
  UpdatedFindings: 'UpdatedFindings',
  Accomplished: 'Accomplished',
  Cancelled: 'Cancelled',
} as const;
export type RequestHistoryEvent = (typeof RequestHistoryEvent)[keyof typeof RequestHistoryEvent];
export const REQUEST_HISTORY_EVENT_LABELS: Record<RequestHistoryEvent, string> = {
  New: 'Filed',
  Updated: 'Updated',
  AddedRemarks: 'Added remarks',
  UploadedAttachments: 'Uploaded attachments',
  FirstApproval: 'First approval',
  SecondApproval: 'Second approval',
  Rejected: 'Rejected',
  UploadedFindings: 'Uploaded findings',
  AssignedToTeam: 'Assigned to team',
  Dispatched: 'Crew dispatched',
  Arrived: 'Crew arrived',
  UpdatedFindings: 'Updated findings',
  Accomplished: 'Accomplished',
  Cancelled: 'Cancelled',
};

/** How a type's target time is counted: every hour, or only the cooperative's working hours. */
export const ClockBasis = { Calendar: 'Calendar', WorkingHours: 'WorkingHours' } as const;
export type ClockBasis = (typeof ClockBasis)[keyof typeof ClockBasis];
export const CLOCK_BASES = [ClockBasis.Calendar, ClockBasis.WorkingHours] as const;
export const CLOCK_BASIS_LABELS: Record<ClockBasis, string> = {
  Calendar: 'Calendar hours (round the clock)',
  WorkingHours: 'Working hours (office days)',
};

/** What may be done to a request (POST .../ServiceRequestStatus). */
export const ServiceRequestAction = {
  Approve: 'Approve',
  Reject: 'Reject',
  Assign: 'Assign',
  Dispatch: 'Dispatch',
  Arrive: 'Arrive',
  Findings: 'Findings',
  Accomplish: 'Accomplish',
  Cancel: 'Cancel',
} as const;
export type ServiceRequestAction = (typeof ServiceRequestAction)[keyof typeof ServiceRequestAction];
export const SERVICE_REQUEST_ACTIONS = [
  ServiceRequestAction.Approve,
  ServiceRequestAction.Reject,
  ServiceRequestAction.Assign,
  ServiceRequestAction.Dispatch,
  ServiceRequestAction.Arrive,
  ServiceRequestAction.Findings,
  ServiceRequestAction.Accomplish,
  ServiceRequestAction.Cancel,
] as const;

/**
 * NEA KPS "Summary of Complaints Received and Acted Upon" natures of complaint (DOMAIN.md 3.2),
 * by code: the group number and the letter.
 */
export const NEA_COMPLAINT_CATEGORIES = [
  { code: '1a', group: 1, groupLabel: 'No light/power', label: 'Primary line' },
  { code: '1b', group: 1, groupLabel: 'No light/power', label: 'DT/secondary line' },
  { code: '1c', group: 1, groupLabel: 'No light/power', label: 'Residence no power' },
  { code: '2a', group: 2, groupLabel: 'Power quality', label: 'Low voltage' },
  { code: '2b', group: 2, groupLabel: 'Power quality', label: 'Fluctuating voltage' },
  { code: '2c', group: 2, groupLabel: 'Power quality', label: 'Loose connection' },
  { code: '3a', group: 3, groupLabel: 'Service drop', label: 'Reroute' },
  { code: '3b', group: 3, groupLabel: 'Service drop', label: 'Change/upgrade' },
  { code: '3c', group: 3, groupLabel: 'Service drop', label: 'Others (broken, sagging, sparking)' },
  { code: '4a', group: 4, groupLabel: 'Pole and others', label: 'Rotten pole' },
  { code: '4b', group: 4, groupLabel: 'Pole and others', label: 'Leaning pole' },
  { code: '4c', group: 4, groupLabel: 'Pole and others', label: 'Relocation' },
  { code: '4d', group: 4, groupLabel: 'Pole and others', label: 'DT replacement (busted)' },
  { code: '5', group: 5, groupLabel: 'kWh meter complaints', label: 'kWh meter complaints' },
  { code: '6', group: 6, groupLabel: 'Others', label: 'Others (board, management, employees)' },
  { code: '7a', group: 7, groupLabel: 'Verified complaints endorsed by', label: 'DOE' },
  { code: '7b', group: 7, groupLabel: 'Verified complaints endorsed by', label: 'PAC' },
  { code: '7c', group: 7, groupLabel: 'Verified complaints endorsed by', label: 'CSC' },
  { code: '7d', group: 7, groupLabel: 'Verified complaints endorsed by', label: 'NEA referral' },
] as const;
export type NeaCategoryCode = (typeof NEA_COMPLAINT_CATEGORIES)[number]['code'];
export const NEA_CATEGORY_CODES = NEA_COMPLAINT_CATEGORIES.map((c) => c.code) as [
  NeaCategoryCode,
  ...NeaCategoryCode[],
];

export function neaCategoryLabel(code: string): string {
  const c = NEA_COMPLAINT_CATEGORIES.find((x) => x.code === code);
  return c ? `${c.code}. ${c.groupLabel}: ${c.label}` : code;
}
