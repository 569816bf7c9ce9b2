// Kysely row types of member services' tables (0600_member_services.sql).
import type { ColumnType, Generated } from 'kysely';
import type { ConsumerClassCode, TOWNS } from '@ilaw/contracts/billing/enums';
import type {
  ApplicantCapacity,
  ApplicantType,
  ApprovalState,
  ClockBasis,
  ConnectionOrderStatus,
  ConnectionStage,
  FourPsMatch,
  FourPsOutcome,
  InspectionResult,
  LifelineBasis,
  LifelineStatus,
  LocationType,
  PoleType,
  SealReason,
  ServiceRequestStatus,
} from '@ilaw/contracts/msd/enums';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Instant = ColumnType<Date, Date | string, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

/** A near (or exact) candidate of a 4Ps list line, as stored. */
export interface FourPsCandidateRow {
  consumerId: number;
  score: number;
  samePlace: boolean;
}

export interface MsdTables {
  msd_service_request_types: {
    id: Generated<number>;
    parent_id: number | null;
    code: string;
    name: string;
    technical: Generated<boolean>;
    nea_category: string;
    target_hours: number;
    clock_basis: ClockBasis;
    requires_approval: Generated<boolean>;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  msd_settings: {
    id: Generated<boolean>;
    workday_start: string;
    break_start: string;
    break_end: string;
    workday_end: string;
    saturday_is_workday: boolean;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  msd_service_requests: {
    id: Generated<number>;
    request_no: string;
    type_id: number;
    subtype_id: number | null;
    nea_category: string;
    target_hours: number;
    clock_basis: ClockBasis;
    consumer_id: number | null;
    account_no: string | null;
    consumer_name: string | null;
    location_type: LocationType;
    branch_code: number;
    barangay: string | null;
    address: string | null;
    landmark: string | null;
    latitude: NullableNumeric;
    longitude: NullableNumeric;
    requester_name: string;
    contact_no: string | null;
    description: string;
    status: ColumnType<ServiceRequestStatus, ServiceRequestStatus | undefined, ServiceRequestStatus>;
    approval_state: ApprovalState;
    received_at: Instant;
    due_at: Instant;
    team_id: number | null;
    schedule_date: ColumnType<string | null, string | null | undefined, string | null>;
    assigned_at: NullableInstant;
    dispatched_at: NullableInstant;
    arrived_at: NullableInstant;
    accomplished_at: NullableInstant;
    cancelled_at: NullableInstant;
    findings: string | null;
    action_taken: string | null;
    materials_used: string | null;
    cancel_reason: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    /** Filed from the review of this field finding (decision 115). */
    field_finding_id: number | null;
  };
  msd_service_request_history: {
    id: Generated<string>;
    service_request_id: number;
    event: string;
    details: string | null;
    created_by: number | null;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  msd_service_request_attachments: {
    id: Generated<number>;
    service_request_id: number;
    file_id: string;
    file_kind: number;
    is_finding: Generated<boolean>;
    description: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  msd_pms_seminars: {
    id: Generated<number>;
    seminar_date: ColumnType<string, string, string>;
    start_time: string;
    venue: string;
    branch_code: number;
    facilitator: string | null;
    seats: number;
    created_by: number | null;
    created_at: CreatedAt;
  };
  msd_connection_applications: {
    id: Generated<number>;
    application_no: string;
    applicant_type: ApplicantType;
    capacity: ApplicantCapacity;
    applicant_name: string;
    spouse_name: string | null;
    juridical_name: string | null;
    contact_no: string | null;
    branch_code: number;
    town: string | null;
    barangay: string;
    address: string;
    location_type: LocationType;
    load_kw: ColumnType<string, string, string>;
    documents: ColumnType<string[], string[] | undefined, string[]>;
    pms_seminar_id: number | null;
    pms_attended_at: NullableInstant;
    stage: ColumnType<ConnectionStage, ConnectionStage | undefined, ConnectionStage>;
    stage_since: ColumnType<Date, Date | string | undefined, Date | string>;
    fee_bill_id: ColumnType<number | null, number | null | undefined, number | null>;
    or_number: ColumnType<number | null, number | null | undefined, number | null>;
    paid_at: NullableInstant;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  msd_lifeliner_applications: {
    id: Generated<number>;
    application_no: string;
    consumer_id: number;
    basis: LifelineBasis;
    household_id: string;
    beneficiary_name: string;
    certificate_date: string | null;
    net_metering: boolean;
    pilferage_violation: boolean;
    socialized_housing: boolean;
    filed_on: string;
    decision_due: string;
    status: ColumnType<LifelineStatus, LifelineStatus | undefined, LifelineStatus>;
    decided_by: ColumnType<number | null, number | null | undefined, number | null>;
    decided_at: NullableInstant;
    decision_remarks: ColumnType<string | null, string | null | undefined, string | null>;
    effective_from: ColumnType<string | null, string | null | undefined, string | null>;
    effective_to: ColumnType<string | null, string | null | undefined, string | null>;
    ended_by: ColumnType<number | null, number | null | undefined, number | null>;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  msd_fourps_lines: {
    id: Generated<number>;
    file_name: string;
    row_no: number;
    household_id: string;
    last_name: string;
    first_name: string;
    middle_name: string | null;
    barangay: string;
    address: string | null;
    birth_date: string | null;
    match: FourPsMatch;
    candidates: ColumnType<FourPsCandidateRow[], string | undefined, string>;
    outcome: FourPsOutcome;
    consumer_id: number | null;
    lifeliner_id: number | null;
    note: string | null;
    reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
    reviewed_at: NullableInstant;
    created_by: number;
    created_at: CreatedAt;
  };
  msd_lifeliner_documents: {
    id: Generated<number>;
    lifeliner_id: number;
    file_id: string;
    created_by: number;
    created_at: CreatedAt;
  };
  msd_lifeliner_moves: {
    id: Generated<number>;
    lifeliner_id: number;
    from_consumer_id: number;
    to_consumer_id: number;
    moved_on: string;
    remarks: string | null;
    created_by: number;
    created_at: CreatedAt;
  };
  msd_service_request_type_approvers: {
    type_id: number;
    step: number;
    user_id: number;
  };
  msd_connection_orders: {
    id: Generated<number>;
    co_number: string;
    application_id: number;
    branch_code: number;
    status: ColumnType<ConnectionOrderStatus, ConnectionOrderStatus | undefined, ConnectionOrderStatus>;
    or_number: number;
    account_no: string;
    consumer_class: ConsumerClassCode;
    town: (typeof TOWNS)[number];
    route_id: number | null;
    sequence: number | null;
    team_id: ColumnType<number | null, number | null | undefined, number | null>;
    scheduled_on: ColumnType<string | null, string | null | undefined, string | null>;
    meter_serial: ColumnType<string | null, string | null | undefined, string | null>;
    meter_brand: ColumnType<string | null, string | null | undefined, string | null>;
    seal_no: ColumnType<string | null, string | null | undefined, string | null>;
    initial_reading: ColumnType<string | null, string | null | undefined, string | null>;
    energized_at: NullableInstant;
    energized_by: ColumnType<number | null, number | null | undefined, number | null>;
    consumer_id: ColumnType<number | null, number | null | undefined, number | null>;
    cancelled_at: NullableInstant;
    cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
    remarks: string | null;
    issued_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    /** Issued from the review of this field finding (decision 115). */
    field_finding_id: number | null;
  };
  msd_connection_application_stages: {
    id: Generated<string>;
    application_id: number;
    stage: ConnectionStage;
    remarks: string | null;
    created_by: number | null;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  msd_connection_inspections: {
    id: Generated<number>;
    application_id: number;
    inspected_on: ColumnType<string, string, never>;
    inspector_id: number;
    result: InspectionResult;
    main_breaker_amperes: number | null;
    branch_circuits: number | null;
    service_entrance: string | null;
    pole_type: PoleType | null;
    pole_count: number | null;
    pole_height_ft: NullableNumeric;
    pole_number: string | null;
    wire_size: string | null;
    wire_length_m: NullableNumeric;
    building_latitude: NullableNumeric;
    building_longitude: NullableNumeric;
    pole_latitude: NullableNumeric;
    pole_longitude: NullableNumeric;
    seal_reason: SealReason | null;
    electrician_name: string | null;
    electrician_licence_no: string | null;
    electrician_licence_valid_until: NullableDate;
    findings: string | null;
    reinspect_on: NullableDate;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  msd_connection_inspection_photos: {
    id: Generated<number>;
    inspection_id: number;
    file_id: string;
    file_kind: number;
    description: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
}
