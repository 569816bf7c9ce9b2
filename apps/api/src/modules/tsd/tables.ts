// Kysely row types of technical services' tables (0700_tsd.sql).
import type { ColumnType, Generated } from 'kysely';
import type {
  InspectionSeverity,
  BushingType,
  CoolingClass,
  CoreType,
  InterruptionKind,
  InterruptionScope,
  LoadFlag,
  MeterReceiptReason,
  MeterShape,
  MeterType,
  Mounting,
  MovementAction,
  Phase,
  Polarity,
  TestPhase,
  TestPurpose,
  TestResult,
  TransformerOwnership,
  FeeItem,
  MeterLotKind,
  PricedFeeItem,
  TransformerApplicationStage,
  TransformerApplicationType,
  TransformerRequestStatus,
} from '@ilaw/contracts/tsd/enums';
import type { InterruptionConsumerBasis } from '@ilaw/contracts/tsd/interruptions/interruption';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string, string>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

export interface TsdTables {
  tsd_transformer_brands: {
    id: Generated<number>;
    name: string;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  tsd_transformers: {
    id: Generated<number>;
    serial_no: string;
    brand_id: number;
    kva: Numeric;
    phase: Phase;
    primary_voltage: number;
    secondary_voltage: number;
    polarity: Polarity | null;
    core: CoreType;
    bushing: BushingType;
    cooling_class: CoolingClass;
    temperature_rise: number;
    ownership: TransformerOwnership;
    mounting: ColumnType<Mounting, Mounting | undefined, Mounting>;
    branch_code: number;
    feeder: string | null;
    pole_no: string | null;
    latitude: NullableNumeric;
    longitude: NullableNumeric;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  tsd_transformer_movements: {
    id: Generated<number>;
    transformer_id: number;
    action: MovementAction;
    action_date: string;
    branch_code: number;
    feeder: string | null;
    pole_no: string | null;
    latitude: NullableNumeric;
    longitude: NullableNumeric;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  tsd_limits: {
    effective_from: string;
    turns_ratio_tolerance_pct: Numeric;
    additive_max_kva: Numeric;
    additive_max_hv_volts: number;
    min_polarization_index: Numeric;
    overload_pct: Numeric;
    underload_pct: Numeric;
    imbalance_pct: Numeric;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  tsd_insulation_minimums: {
    effective_from: string;
    max_class_volts: number;
    min_megohms: Numeric;
    test_voltage_volts: number;
  };
  tsd_data_sheets: {
    id: Generated<number>;
    sheet_no: string;
    transformer_id: number;
    test_date: string;
    purpose: TestPurpose;
    tester_name: string;
    witness_name: string | null;
    checked_by_name: string | null;
    noted_by_name: string | null;
    instrument: string;
    instrument_serial: string | null;
    instrument_calibrated_on: string | null;
    ambient_temp_c: NullableNumeric;
    measured_polarity: Polarity | null;
    expected_polarity: Polarity | null;
    polarity_result: TestResult | null;
    ir_test_voltage: number | null;
    ir_temp_c: NullableNumeric;
    ir_hv_lv: NullableNumeric;
    ir_hv_g: NullableNumeric;
    ir_lv_g: NullableNumeric;
    ir_hv_lv_10min: NullableNumeric;
    ir_hv_g_10min: NullableNumeric;
    ir_lv_g_10min: NullableNumeric;
    ir_result: TestResult | null;
    ir_findings: string | null;
    hv_winding_ohms: NullableNumeric;
    lv_winding_ohms: NullableNumeric;
    no_load_loss_w: NullableNumeric;
    load_loss_w: NullableNumeric;
    oil_dielectric_kv: NullableNumeric;
    turns_ratio_result: TestResult | null;
    result: TestResult | null;
    results_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    signed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  tsd_turns_ratio_readings: {
    id: Generated<number>;
    data_sheet_id: number;
    tap: number;
    phase: TestPhase;
    hv_tap_volts: number;
    lv_volts: number;
    nameplate_ratio: Numeric;
    measured_ratio: Numeric;
    deviation_pct: Numeric;
    result: TestResult;
  };
  tsd_load_readings: {
    id: Generated<number>;
    transformer_id: number;
    read_at: ColumnType<Date, Date | string, never>;
    tap_position: number | null;
    current_a: Numeric;
    current_b: NullableNumeric;
    current_c: NullableNumeric;
    current_n: NullableNumeric;
    voltage_a: Numeric;
    voltage_b: NullableNumeric;
    voltage_c: NullableNumeric;
    kva: Numeric;
    loading_pct: Numeric;
    imbalance_pct: Numeric;
    imbalanced: boolean;
    flag: LoadFlag;
    reader_name: string;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  tsd_meter_limits: {
    effective_from: string;
    light_load_weight: Numeric;
    full_load_weight: Numeric;
    acceptance_tolerance_pct: Numeric;
    in_service_tolerance_pct: Numeric;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  tsd_meter_receipts: {
    id: Generated<number>;
    receipt_no: string;
    serial_no: string;
    brand: string;
    meter_class: string;
    meter_type: MeterType;
    shape: MeterShape;
    reason: MeterReceiptReason;
    received_on: string;
    account_no: string | null;
    last_reading: NullableNumeric;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    lot_id: ColumnType<number | null, number | null | undefined, never>;
  };
  tsd_meter_calibrations: {
    id: Generated<number>;
    receipt_id: number;
    batch_no: string | null;
    tested_on: string;
    light_load_error: Numeric;
    full_load_error: Numeric;
    power_factor_error: Numeric;
    average_error: Numeric;
    tolerance_pct: Numeric;
    result: TestResult;
    fast: boolean;
    seal_no: string | null;
    erc_seal_no: string | null;
    tester_name: string;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    adjustment_request_id: number | null;
    adjustment_note: string | null;
    instrument: ColumnType<string | null, string | null | undefined, string | null>;
    instrument_serial: ColumnType<string | null, string | null | undefined, string | null>;
    instrument_calibrated_on: ColumnType<string | null, string | null | undefined, string | null>;
    checked_by_name: ColumnType<string | null, string | null | undefined, string | null>;
    noted_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  };
  tsd_interruption_settings: {
    effective_from: string;
    momentary_max_minutes: number;
    notice_min_days: number;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  tsd_interruptions: {
    id: Generated<number>;
    interruption_no: string;
    kind: InterruptionKind;
    scope: InterruptionScope;
    branch_code: number;
    feeder: string | null;
    area: string | null;
    started_at: ColumnType<Date, Date | string, Date | string>;
    ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    cause: string;
    weather: string | null;
    equipment: string | null;
    consumers_affected: number;
    consumers_basis: ColumnType<
      InterruptionConsumerBasis,
      InterruptionConsumerBasis | undefined,
      InterruptionConsumerBasis
    >;
    consumers_note: string | null;
    notice_date: string | null;
    crew: string | null;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  tsd_interruption_routes: {
    interruption_id: number;
    route_id: number;
    route_code: string;
    route_name: string;
    consumers: number;
  };
  tsd_power_suppliers: {
    id: Generated<number>;
    name: string;
    contract_no: string | null;
    contract_start: string | null;
    contract_end: string | null;
    contracted_demand_kw: NullableNumeric;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  tsd_power_supplies: {
    id: Generated<number>;
    supplier_id: number;
    metering_point: string;
    supply_date: string;
    energy_kwh: Numeric;
    peak_demand_kw: Numeric;
    intervals: Generated<number>;
    source: 'Form' | 'Import';
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  tsd_company_use: {
    period: string;
    kwh: Numeric;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  tsd_system_loss_caps: {
    effective_from: string;
    cap_pct: Numeric;
  };
  tsd_transformer_fees: {
    effective_from: string;
    item: PricedFeeItem;
    unit_price: Numeric;
    vat_rate: Numeric;
    created_by: number | null;
    created_at: CreatedAt;
  };
  tsd_transformer_applications: {
    id: Generated<number>;
    application_no: string;
    application_type: TransformerApplicationType;
    applied_on: string;
    applicant_name: string;
    consumer_id: number | null;
    address: string;
    contact_no: string | null;
    branch_code: number;
    requested_kva: Numeric;
    phase: Phase;
    ownership: TransformerOwnership;
    purpose: string | null;
    stage: Generated<StoredApplicationStage>;
    status: Generated<TransformerRequestStatus>;
    inspector_name: string | null;
    inspection_scheduled_on: string | null;
    inspected_on: string | null;
    inspection_result: TestResult | null;
    inspection_findings: string | null;
    inspected_by: number | null;
    feeder: string | null;
    pole_no: string | null;
    latitude: NullableNumeric;
    longitude: NullableNumeric;
    transformer_id: number | null;
    data_sheet_id: number | null;
    evaluated_on: string | null;
    evaluated_by: number | null;
    evaluation_remarks: string | null;
    non_power_bill_id: number | null;
    installed_on: string | null;
    movement_id: number | null;
    cancel_reason: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  tsd_transformer_application_fees: {
    application_id: number;
    item: FeeItem;
    quantity: number;
    unit_price: Numeric;
    amount: Numeric;
    evat: Numeric;
  };
  tsd_aql_code_letters: { lot_min: number; lot_max: number | null; code_letter: string };
  tsd_aql_plans: {
    aql: Numeric;
    severity: InspectionSeverity;
    code_letter: string;
    sample_size: number;
    accept_no: number;
    reject_no: number;
    score_accept_no: number | null;
  };
  tsd_sampling_settings: {
    effective_from: string;
    acceptance_aql: Numeric;
    in_service_aql: Numeric;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  tsd_meter_lots: {
    id: Generated<number>;
    lot_no: string;
    kind: MeterLotKind;
    lot_size: number;
    description: string;
    formed_on: string;
    aql: Numeric;
    code_letter: string;
    sample_size: number;
    accept_no: number;
    reject_no: number;
    severity: InspectionSeverity;
    score_accept_no: number | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
}

/** The stages stored (ForInstallation is ForPayment with the bill paid). */
export type StoredApplicationStage = Exclude<TransformerApplicationStage, 'ForInstallation'>;
