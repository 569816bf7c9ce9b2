// Kysely row types of the collection tables (migrations/0400_collection.sql, 0441_collection_channels.sql).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as exact text, written as text. */
type Num = ColumnType<string, string, string>;
type NumDefault = ColumnType<string, string | undefined, string>;
type NullableNum = ColumnType<string | null, string | null | undefined, string | null>;

export type TellerDayStatus = 'Open' | 'Closed' | 'Received';
export type PaymentStatus = 'Posted' | 'Cancelled';
export type TenderKind = 'Cash' | 'Check' | 'Form2307' | 'Channel';
export type ChannelUploadStatus = 'Draft' | 'Checked' | 'Posted';
export type ChannelLineStatus = 'Pending' | 'Posted' | 'Advance' | 'Held';
export type PaymentItemKind = 'Bill' | 'Surcharge' | 'SurchargeVat' | 'NonPower' | 'Advance';
export type GlPurpose =
  'power-bill' | 'surcharge' | 'surcharge-vat' | 'advance' | 'ewt-2307' | 'vat-2307' | 'non-power-vat';

export interface CollectionTables {
  collection_tellers: {
    id: Generated<number>;
    /** Null for a payment channel's teller (then `channel` is set). */
    user_id: number | null;
    channel: ColumnType<number | null, number | null | undefined, never>;
    name: string;
    branch_code: number;
    collection_office: string;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  collection_or_series: {
    id: Generated<number>;
    teller_id: number;
    start_no: number;
    end_no: number;
    assigned_by: number | null;
    created_at: CreatedAt;
  };
  collection_sales_invoice_printers: {
    id: Generated<number>;
    name: string;
    teller_id: number | null;
    connection: string;
    address: string | null;
    paper_width_mm: number;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  collection_surcharge_rules: {
    id: Generated<number>;
    consumer_class: string;
    effective_from: string;
    exempt: boolean;
    rate_percent: Num;
    monthly_interest_percent: Num;
    minimum_amount: Num;
    vat_percent: Num;
    grace_days: number;
    base: 'total' | 'net-of-vat';
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  collection_withholding_rules: {
    effective_from: string;
    ewt_percent: Num;
    vat_percent: Num;
    base: 'total' | 'net-of-vat';
    created_at: CreatedAt;
  };
  collection_gl_accounts: {
    purpose: GlPurpose;
    code: string;
    description: string;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  collection_teller_days: {
    id: Generated<number>;
    teller_id: number;
    business_date: string;
    status: ColumnType<TellerDayStatus, TellerDayStatus | undefined, TellerDayStatus>;
    opened_by: number;
    opened_at: CreatedAt;
    cash_count: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
    cash_total: NullableNum;
    checks_total: NullableNum;
    expected_total: NullableNum;
    over_short: NullableNum;
    closed_by: number | null;
    closed_at: NullableTimestamp;
    received_by: number | null;
    received_at: NullableTimestamp;
    remarks: string | null;
  };
  collection_non_power_types: {
    id: Generated<number>;
    code: string;
    name: string;
    payment_kind: number | null;
    gl_code: string;
    default_amount: NullableNum;
    vat_percent: ColumnType<string, string | number | undefined, string | number>;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  collection_non_power_bills: {
    id: Generated<number>;
    bill_no: string;
    type_id: number;
    consumer_id: number | null;
    payer_name: string;
    description: string | null;
    amount: Num;
    bill_date: string;
    status: ColumnType<'Unpaid' | 'Paid', 'Unpaid' | 'Paid' | undefined, 'Unpaid' | 'Paid'>;
    payment_id: number | null;
    created_by: number | null;
    created_at: CreatedAt;
    schedule_id: ColumnType<number | null, number | null | undefined, never>;
    period: ColumnType<string | null, string | null | undefined, never>;
    /** Set from the type on insert (migration 0455); NULL on bills billed before it: exempt. */
    vat_percent: ColumnType<string | null, undefined, never>;
  };
  /** A bill's lines, VAT-inclusive at each line's rate (migration 0457, decision 118). */
  collection_non_power_bill_lines: {
    bill_id: number;
    seq: number;
    description: string | null;
    amount: Num;
    vat_percent: Num;
  };
  collection_non_power_schedules: {
    id: Generated<number>;
    type_id: number;
    consumer_id: number;
    description: string | null;
    amount: Num;
    first_period: string;
    months: number;
    created_by: number;
    created_at: CreatedAt;
  };
  collection_payments: {
    id: Generated<number>;
    or_number: number;
    series_id: number;
    day_id: number;
    teller_id: number;
    consumer_id: number | null;
    payer_name: string;
    payment_date: string;
    total_tendered: Num;
    applied_to_bills: NumDefault;
    surcharge: NumDefault;
    non_power: NumDefault;
    to_advance: NumDefault;
    is_partial: Generated<boolean>;
    status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
    cancelled_on: string | null;
    cancel_day_id: number | null;
    cancelled_by: number | null;
    created_by: number;
    created_at: CreatedAt;
  };
  collection_payment_tenders: {
    payment_id: number;
    seq: number;
    kind: TenderKind;
    amount: Num;
    bank: string | null;
    check_no: string | null;
    check_date: string | null;
    certificate_no: string | null;
    ewt_amount: NullableNum;
    vat_amount: NullableNum;
    reference: ColumnType<string | null, string | null | undefined, never>;
  };
  collection_payment_items: {
    payment_id: number;
    seq: number;
    kind: PaymentItemKind;
    bill_id: number | null;
    non_power_bill_id: number | null;
    amount: Num;
  };
  collection_gl_lines: {
    id: Generated<number>;
    day_id: number;
    payment_id: number;
    gl_code: string;
    description: string;
    amount: Num;
    is_reversal: Generated<boolean>;
  };
  collection_advance_entries: {
    id: Generated<number>;
    consumer_id: number;
    entry_date: string;
    kind: 'Deposit' | 'Applied' | 'Reversal';
    amount: Num;
    payment_id: number | null;
    bill_id: number | null;
    reference: string;
    created_by: number | null;
    created_at: CreatedAt;
  };
  collection_payment_cancellations: {
    id: Generated<number>;
    payment_id: number;
    reason: string;
    status: ColumnType<
      'Pending' | 'Approved' | 'Rejected' | 'Withdrawn',
      'Pending' | undefined,
      'Pending' | 'Approved' | 'Rejected' | 'Withdrawn'
    >;
    requested_by: number;
    requested_at: CreatedAt;
    decided_by: number | null;
    decided_at: NullableTimestamp;
    decision_remarks: string | null;
  };
  collection_receipt_lines: {
    position: 'header' | 'footer';
    seq: number;
    text: string;
  };
  collection_channel_settings: {
    channel: number;
    account_column: string;
    period_column: string;
    amount_column: string;
    reference_column: string;
    paid_at_column: string;
    payer_column: string | null;
    fee_per_transaction: NumDefault;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  collection_channel_uploads: {
    id: Generated<number>;
    channel: number;
    remittance_date: string;
    channel_gross: Num;
    channel_fees: NumDefault;
    bank_deposit: NullableNum;
    remarks: string | null;
    file_name: string | null;
    status: ColumnType<ChannelUploadStatus, ChannelUploadStatus | undefined, ChannelUploadStatus>;
    lines_count: Generated<number>;
    posted_count: Generated<number>;
    advance_count: Generated<number>;
    held_count: Generated<number>;
    lines_total: NumDefault;
    posted_total: NumDefault;
    advance_total: NumDefault;
    held_total: NumDefault;
    created_by: number;
    created_at: CreatedAt;
    posted_by: number | null;
    posted_at: NullableTimestamp;
  };
  collection_channel_lines: {
    id: Generated<number>;
    upload_id: number;
    row_no: number;
    channel: number;
    account_no: string | null;
    period: string | null;
    amount: NullableNum;
    reference: string | null;
    paid_on: string | null;
    payer_name: string | null;
    consumer_id: number | null;
    bill_id: number | null;
    status: ColumnType<ChannelLineStatus, ChannelLineStatus | undefined, ChannelLineStatus>;
    reason: string | null;
    payment_id: number | null;
  };
  collection_voided_receipts: {
    id: Generated<number>;
    or_number: number;
    series_id: number;
    day_id: number;
    teller_id: number;
    reason: string;
    voided_by: number;
    voided_at: CreatedAt;
  };
}
