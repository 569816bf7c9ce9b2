// Kysely row types of the billing tables (migrations/0300_billing.sql, 0330).
import type { ColumnType, Generated } from 'kysely';
import type { BillKind, BillMonthStatus, BillStatus, LedgerKind, RequestStatus } from '@ilaw/contracts/billing/enums';
import type { FieldOrderKind, FieldOrderStatus } from '@ilaw/contracts/billing/field-orders/field-order';
import type { FindingAction, FindingKind } from '@ilaw/contracts/billing/field-findings/field-finding';
import type { NoticeStatus } from '@ilaw/contracts/billing/disconnections/disconnection';
import type { BillLine, RateUnit } from './compute/bill-computation.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as exact text, written as text. */
type Num = ColumnType<string, string | number, string | number>;
type NumDefault = ColumnType<string, string | number | undefined, string | number>;
type NullableNum = ColumnType<string | null, string | number | null | undefined, string | number | null>;
/** A text column holding one of an enum's names (a database default on insert). */
type Named<T extends string> = ColumnType<T, T | undefined, T>;

export interface BillingTables {
  billing_meter_readers: {
    id: Generated<number>;
    user_id: number | null;
    name: string;
    branch_code: number;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  billing_routes: {
    id: Generated<number>;
    branch_code: number;
    code: string;
    name: string;
    meter_reader_id: number | null;
    reading_day: Generated<number>;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  billing_consumers: {
    id: Generated<number>;
    account_no: string;
    branch_code: number;
    name: string;
    town: string;
    barangay: string;
    address: string | null;
    consumer_class: string;
    account_status: Generated<number>;
    meter_serial: string | null;
    meter_brand: string | null;
    multiplier: NumDefault;
    meter_shape: number | null;
    initial_reading: NumDefault;
    route_id: number | null;
    sequence: number | null;
    latitude: NullableNum;
    longitude: NullableNum;
    is_lifeliner: Generated<boolean>;
    is_senior_citizen: Generated<boolean>;
    deposit: NumDefault;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  billing_bill_months: {
    id: Generated<number>;
    period: string;
    reading_date: string;
    due_date: string;
    status: Named<BillMonthStatus>;
    vat_percent: NumDefault;
    senior_discount_percent: NumDefault;
    senior_max_kwh: NumDefault;
    closed_at: NullableTimestamp;
    closed_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  billing_lifeline_tiers: {
    bill_month_id: number;
    min_kwh: Num;
    max_kwh: Num;
    discount_percent: Num;
  };
  billing_rate_headers: {
    id: Generated<number>;
    bill_month_id: number;
    consumer_class: string;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  billing_rate_components: {
    header_id: number;
    code: string;
    name: string;
    unit: string;
    rate: Num;
    vatable: boolean;
    discountable: boolean;
    lifeline_subsidy: boolean;
    sort_order: number;
  };
  billing_reading_uploads: {
    id: Generated<number>;
    bill_month_id: number;
    file_name: string;
    file_sha256: string;
    total_lines: number;
    accepted: number;
    unchanged: number;
    failed: number;
    uploaded_by: number | null;
    created_at: CreatedAt;
  };
  billing_reading_upload_failures: {
    upload_id: number;
    line_no: number;
    account_no: string | null;
    line_text: string | null;
    reason: string;
  };
  billing_meter_readings: {
    id: Generated<number>;
    consumer_id: number;
    bill_month_id: number;
    previous_reading: Num;
    present_reading: Num;
    old_meter_final: NullableNum;
    new_meter_initial: NullableNum;
    demand_kw: NullableNum;
    remark: number | null;
    read_on: string | null;
    source: string;
    upload_id: number | null;
    entered_by: number | null;
    read_at: Date | null;
    latitude: NullableNum;
    longitude: NullableNum;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  billing_bills: {
    id: Generated<number>;
    bill_no: string;
    consumer_id: number;
    bill_month_id: number;
    branch_code: number;
    route_id: number | null;
    consumer_class: string;
    reading_id: number | null;
    previous_reading: Num;
    present_reading: Num;
    multiplier: Num;
    kwh: Num;
    demand_kw: NullableNum;
    total_amount: Num;
    due_date: string;
    kind: Named<BillKind>;
    adjusts_bill_id: number | null;
    status: Named<BillStatus>;
    job_id: string | null;
    computed_by: number | null;
    computed_at: CreatedAt;
  };
  billing_bill_lines: {
    bill_id: number;
    seq: number;
    code: string;
    description: string;
    line_kind: string;
    quantity: NullableNum;
    rate: NullableNum;
    amount: Num;
    rate_unit: RateUnit | null;
  };
  billing_ledger_entries: {
    id: Generated<number>;
    consumer_id: number;
    bill_month_id: number | null;
    bill_id: number | null;
    entry_date: string;
    kind: LedgerKind;
    reference: string;
    debit: NumDefault;
    credit: NumDefault;
    reason: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  billing_adjustments: {
    id: Generated<number>;
    original_bill_id: number;
    corrected_bill_id: number;
    reason: string;
    created_by: number | null;
    created_at: CreatedAt;
  };
  billing_adjustment_requests: {
    id: Generated<number>;
    bill_id: number;
    previous_reading: Num;
    present_reading: Num;
    remark: number | null;
    old_meter_final: NullableNum;
    new_meter_initial: NullableNum;
    demand_kw: NullableNum;
    proposed_kwh: Num;
    proposed_total: Num;
    /** The corrected bill's lines as computed for the request (jsonb). */
    proposed_lines: ColumnType<(Omit<BillLine, 'unit'> & { unit?: BillLine['unit'] })[], string, string>;
    reason: string;
    status: Named<RequestStatus>;
    requested_by: number;
    requested_at: CreatedAt;
    decided_by: number | null;
    decided_at: NullableTimestamp;
    decision_remarks: string | null;
    corrected_bill_id: number | null;
  };
  billing_cancellations: {
    id: Generated<number>;
    bill_id: number;
    status: Named<RequestStatus>;
    reason: string;
    requested_by: number;
    requested_at: CreatedAt;
    decided_by: number | null;
    decided_at: NullableTimestamp;
    decision_remarks: string | null;
  };
  billing_disconnection_thresholds: {
    id: Generated<number>;
    effective_from: string;
    min_arrears: Num;
    min_days_past_due: number;
    created_by: number | null;
    created_at: CreatedAt;
  };
  billing_disconnection_notices: {
    id: Generated<number>;
    notice_no: string;
    consumer_id: number;
    arrears: Num;
    oldest_due_date: string;
    status: Named<NoticeStatus>;
    printed_at: CreatedAt;
    printed_by: number | null;
    served_at: NullableTimestamp;
    served_to: string | null;
    served_by: number | null;
  };
  billing_field_orders: {
    id: Generated<number>;
    order_no: string;
    kind: FieldOrderKind;
    consumer_id: number;
    notice_id: number | null;
    disconnection_id: number | null;
    arrears: NumDefault;
    fee_bill_id: number | null;
    payment_id: number | null;
    status: Named<FieldOrderStatus>;
    crew: string | null;
    assigned_at: NullableTimestamp;
    assigned_by: number | null;
    executed_at: NullableTimestamp;
    executed_by: number | null;
    reading: NullableNum;
    seal_no: string | null;
    latitude: NullableNum;
    longitude: NullableNum;
    accuracy_m: NullableNum;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  billing_field_findings: {
    id: Generated<number>;
    finding_no: string;
    consumer_id: number | null;
    location_text: string | null;
    kind: FindingKind;
    remarks: string | null;
    latitude: NullableNum;
    longitude: NullableNum;
    accuracy_m: NullableNum;
    found_at: CreatedAt;
    found_by: number;
    status: Named<'New' | 'Reviewed'>;
    action: FindingAction | null;
    action_reference: string | null;
    review_note: string | null;
    reviewed_by: number | null;
    reviewed_at: NullableTimestamp;
  };
  billing_field_photos: {
    id: Generated<number>;
    order_id: number | null;
    finding_id: number | null;
    /** A meter photo taken with a reading (decision 114): the month and consumer it is of. */
    bill_month_id: number | null;
    consumer_id: number | null;
    file_id: string;
    created_by: number | null;
    created_at: CreatedAt;
  };
}
