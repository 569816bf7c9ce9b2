// Member services enumerations (SPEC.md section 3), stored as text by name
// (ServiceRequestStatus.Accomplished, never 'Accomplished').

/**
 * One enumeration from its names in order: the by-name object (ServiceRequestStatus.Scheduled),
 * the ordered list (for z.enum and selects) and the labels, each name spaced out
 * ('ForSchedule' -> 'For Schedule') unless `labels` says otherwise.
 */
function enumeration<const T extends readonly [string, ...string[]]>(
  names: T,
  labels: Partial<Record<T[number], string>> = {},
): { byName: { readonly [K in T[number]]: K }; names: T; labels: Record<T[number], string> } {
  const named: Partial<Record<T[number], string>> = labels;
  return {
    byName: Object.fromEntries(names.map((n) => [n, n])) as { readonly [K in T[number]]: K },
    names,
    labels: Object.fromEntries(
      names.map((n: T[number]) => [n, named[n] ?? n.replace(/([a-z])([A-Z])/g, '$1 $2')]),
    ) as Record<T[number], string>,
  };
}

/** Service request status (SPEC.md: ForSchedule 0, Accomplished 1, Cancelled 2, Scheduled 3). */
const serviceRequestStatus = enumeration(['ForSchedule', 'Scheduled', 'Accomplished', 'Cancelled']);
export const ServiceRequestStatus = serviceRequestStatus.byName;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
export const SERVICE_REQUEST_STATUSES = serviceRequestStatus.names;
export const SERVICE_REQUEST_STATUS_LABELS = serviceRequestStatus.labels;

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
const locationType = enumeration(['Residential', 'Commercial', 'Industrial', 'PublicBuilding', 'StreetLight']);
export const LocationType = locationType.byName;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_TYPES = locationType.names;
export const LOCATION_TYPE_LABELS = locationType.labels;

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
const clockBasis = enumeration(['Calendar', 'WorkingHours'], {
  Calendar: 'Calendar hours (round the clock)',
  WorkingHours: 'Working hours (office days)',
});
export const ClockBasis = clockBasis.byName;
export type ClockBasis = (typeof CLOCK_BASES)[number];
export const CLOCK_BASES = clockBasis.names;
export const CLOCK_BASIS_LABELS = clockBasis.labels;

/** What may be done to a request (POST .../ServiceRequestStatus). */
export const ServiceRequestAction = {
  Approve: 'Approve',
  Reject: 'Reject',
  Assign: 'Assign',
  /** The crew (or the assigner) moves the schedule date before the crew is dispatched. */
  Reschedule: 'Reschedule',
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
  ServiceRequestAction.Reschedule,
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
const applicantCapacity = enumeration(
  ['Owner', 'Successor', 'AuthorizedRepresentative', 'Tenant', 'InformalSettler', 'Other'],
  {
    AuthorizedRepresentative: 'Authorized Representative of Owner',
    Tenant: 'Tenant of Privately Owned Premises',
    InformalSettler: 'Informal Settlers of Government-Owned',
  },
);
export const ApplicantCapacity = applicantCapacity.byName;
export type ApplicantCapacity = (typeof APPLICANT_CAPACITIES)[number];
export const APPLICANT_CAPACITIES = applicantCapacity.names;
export const APPLICANT_CAPACITY_LABELS = applicantCapacity.labels;

/** Name kind (SPEC.md): which names an application carries. */
export const NameKind = {
  ApplicationName: 'ApplicationName',
  SpouseName: 'SpouseName',
  JuridicalName: 'JuridicalName',
} as const;
export type NameKind = (typeof NameKind)[keyof typeof NameKind];

/** Connection application stage (SPEC.md: For Inspection 0 ... Accomplished 4), in order. */
const connectionStage = enumeration(['ForInspection', 'ForEvaluation', 'ForPayment', 'ForInstalling', 'Accomplished']);
export const ConnectionStage = connectionStage.byName;
export type ConnectionStage = (typeof CONNECTION_STAGES)[number];
export const CONNECTION_STAGES = connectionStage.names;
export const CONNECTION_STAGE_LABELS = connectionStage.labels;

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
const connectionOrderStatus = enumeration(['Issued', 'Assigned', 'Energized', 'Cancelled']);
export const ConnectionOrderStatus = connectionOrderStatus.byName;
export type ConnectionOrderStatus = (typeof CONNECTION_ORDER_STATUSES)[number];
export const CONNECTION_ORDER_STATUSES = connectionOrderStatus.names;

/** The basis of a lifeline application (RA 11552): a 4Ps household, or a marginalized end-user
 * certified by the social-welfare office (LSWDO) within six months. */
const lifelineBasis = enumeration(['FourPs', 'SocialWelfare'], {
  FourPs: '4Ps household',
  SocialWelfare: 'Social-welfare certification',
});
export const LifelineBasis = lifelineBasis.byName;
export type LifelineBasis = (typeof LIFELINE_BASES)[number];
export const LIFELINE_BASES = lifelineBasis.names;
export const LIFELINE_BASIS_LABELS = lifelineBasis.labels;

/** A lifeline application: pending (decision due in two working days), approved (tagged in
 * billing from `effectiveFrom`), rejected, or ended (untagged from `effectiveTo`). */
const lifelineStatus = enumeration(['Pending', 'Approved', 'Rejected', 'Ended']);
export const LifelineStatus = lifelineStatus.byName;
export type LifelineStatus = (typeof LIFELINE_STATUSES)[number];
export const LIFELINE_STATUSES = lifelineStatus.names;
