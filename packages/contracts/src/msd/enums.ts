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

/** Applicant type of a new connection (SPEC.md: Single 1, Joint 2, Juridical 3). */
export const ApplicantType = { Single: 'Single', Joint: 'Joint', Juridical: 'Juridical' } as const;
export type ApplicantType = (typeof ApplicantType)[keyof typeof ApplicantType];
export const APPLICANT_TYPES = [ApplicantType.Single, ApplicantType.Joint, ApplicantType.Juridical] as const;

/** Applicant capacity (SPEC.md, 1 to 6). */
export const ApplicantCapacity = {
  Owner: 'Owner',
  Successor: 'Successor',
  AuthorizedRepresentative: 'AuthorizedRepresentative',
  Tenant: 'Tenant',
  InformalSettler: 'InformalSettler',
  Other: 'Other',
} as const;
export type ApplicantCapacity = (typeof ApplicantCapacity)[keyof typeof ApplicantCapacity];
export const APPLICANT_CAPACITIES = [
  ApplicantCapacity.Owner,
  ApplicantCapacity.Successor,
  ApplicantCapacity.AuthorizedRepresentative,
  ApplicantCapacity.Tenant,
  ApplicantCapacity.InformalSettler,
  ApplicantCapacity.Other,
] as const;
export const APPLICANT_CAPACITY_LABELS: Record<ApplicantCapacity, string> = {
  Owner: 'Owner',
  Successor: 'Successor',
  AuthorizedRepresentative: 'Authorized Representative of Owner',
  Tenant: 'Tenant of Privately Owned Premises',
  InformalSettler: 'Informal Settlers of Government-Owned',
  Other: 'Other',
};

/** Name kind (SPEC.md): which names an application carries. */
export const NameKind = {
  ApplicationName: 'ApplicationName',
  SpouseName: 'SpouseName',
  JuridicalName: 'JuridicalName',
} as const;
export type NameKind = (typeof NameKind)[keyof typeof NameKind];

/** Connection application stage (SPEC.md: For Inspection 0 ... Accomplished 4), in order. */
export const ConnectionStage = {
  ForInspection: 'ForInspection',
  ForEvaluation: 'ForEvaluation',
  ForPayment: 'ForPayment',
  ForInstalling: 'ForInstalling',
  Accomplished: 'Accomplished',
} as const;
export type ConnectionStage = (typeof ConnectionStage)[keyof typeof ConnectionStage];
export const CONNECTION_STAGES = [
  ConnectionStage.ForInspection,
  ConnectionStage.ForEvaluation,
  ConnectionStage.ForPayment,
  ConnectionStage.ForInstalling,
  ConnectionStage.Accomplished,
] as const;
export const CONNECTION_STAGE_LABELS: Record<ConnectionStage, string> = {
  ForInspection: 'For Inspection',
  ForEvaluation: 'For Evaluation',
  ForPayment: 'For Payment',
  ForInstalling: 'For Installing',
  Accomplished: 'Accomplished',
};

/** Seal/inspection reason (SPEC.md). */
export const SEAL_REASONS = ['WithPlasticSeal', 'NoCover', 'ReconnectToLineSide', 'OtherReason'] as const;
export type SealReason = (typeof SEAL_REASONS)[number];
export const SEAL_REASON_LABELS: Record<SealReason, string> = {
  WithPlasticSeal: 'With plastic seal',
  NoCover: 'No cover',
  ReconnectToLineSide: 'Reconnect to line side',
  OtherReason: 'Other reason',
};

/** A PUE inspection's outcome: a pass moves the application to For Evaluation. */
export const InspectionResult = { Passed: 'Passed', ReInspect: 'ReInspect' } as const;
export type InspectionResult = (typeof InspectionResult)[keyof typeof InspectionResult];
export const INSPECTION_RESULTS = [InspectionResult.Passed, InspectionResult.ReInspect] as const;

export const POLE_TYPES = ['GI', 'Concrete', 'Hardwood'] as const;
export type PoleType = (typeof POLE_TYPES)[number];

/** Documents a new connection may need (compute/documents.ts says which, per type and capacity). */
export const CONNECTION_DOCUMENTS = {
  ValidId: 'Valid ID of the applicant',
  SpouseId: "Spouse's valid ID",
  MarriageContract: 'Marriage contract',
  Registration: 'SEC / DTI / CDA registration',
  BoardResolution: "Board resolution or secretary's certificate naming the representative",
  LandTitle: 'Land title or tax declaration',
  ExtrajudicialSettlement: 'Extrajudicial settlement or deed of succession',
  SpecialPowerOfAttorney: 'Special power of attorney from the owner',
  LeaseContract: "Lease contract or owner's written consent",
  BarangayCertification: 'Barangay certification of residence',
  ElectricalPermit: 'LGU electrical permit',
  WiringPlan: 'Electrical wiring plan signed by a licensed electrician',
  Sketch: 'Location sketch',
} as const;
export type ConnectionDocument = keyof typeof CONNECTION_DOCUMENTS;
export const CONNECTION_DOCUMENT_CODES = Object.keys(CONNECTION_DOCUMENTS) as [
  ConnectionDocument,
  ...ConnectionDocument[],
];

/** A connection order (decision 072): issued once the fees are paid, assigned to a crew with the
 * meter and seal, energized (the account opened in billing), or cancelled with its OR. */
export const ConnectionOrderStatus = {
  Issued: 'Issued',
  Assigned: 'Assigned',
  Energized: 'Energized',
  Cancelled: 'Cancelled',
} as const;
export type ConnectionOrderStatus = (typeof ConnectionOrderStatus)[keyof typeof ConnectionOrderStatus];
export const CONNECTION_ORDER_STATUSES = [
  ConnectionOrderStatus.Issued,
  ConnectionOrderStatus.Assigned,
  ConnectionOrderStatus.Energized,
  ConnectionOrderStatus.Cancelled,
] as const;

/** The basis of a lifeline application (RA 11552): a 4Ps household, or a marginalized end-user
 * certified by the social-welfare office (LSWDO) within six months. */
export const LifelineBasis = { FourPs: 'FourPs', SocialWelfare: 'SocialWelfare' } as const;
export type LifelineBasis = (typeof LifelineBasis)[keyof typeof LifelineBasis];
export const LIFELINE_BASES = [LifelineBasis.FourPs, LifelineBasis.SocialWelfare] as const;

/** A lifeline application: pending (decision due in two working days), approved (tagged in
 * billing from `effectiveFrom`), rejected, or ended (untagged from `effectiveTo`). */
export const LifelineStatus = {
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Ended: 'Ended',
} as const;
export type LifelineStatus = (typeof LifelineStatus)[keyof typeof LifelineStatus];
export const LIFELINE_STATUSES = [
  LifelineStatus.Pending,
  LifelineStatus.Approved,
  LifelineStatus.Rejected,
  LifelineStatus.Ended,
] as const;
