// Kysely row types of the time tables (migrations/0200_time_and_leave.sql).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface DtrTables {
  work_schedules: {
    id: Generated<number>;
    name: string;
    is_continuous: Generated<boolean>;
    am_in: string;
    am_out: string | null;
    pm_in: string | null;
    pm_out: string;
    grace_minutes: Generated<number>;
    working_days: Generated<string>;
    is_default: Generated<boolean>;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  employee_work_schedules: {
    id: Generated<number>;
    employee_id: number;
    work_schedule_id: number;
    effective_from: string;
    effective_to: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  holidays: {
    id: Generated<number>;
    holiday_date: string;
    name: string;
    kind: 'Regular' | 'SpecialNonWorking';
    created_at: CreatedAt;
  };
  biometric_devices: {
    id: Generated<number>;
    serial_number: string;
    name: string;
    location: string | null;
    is_active: Generated<boolean>;
    last_seen_at: NullableTimestamp;
    last_ip: string | null;
    created_at: CreatedAt;
    /** SHA-256 (hex) of the push key; the key itself is shown once. */
    push_key_hash: string | null;
    push_key_set_at: NullableTimestamp;
    /** IPs and CIDR ranges the device may push from; empty: any (then the key is required). */
    allowed_addresses: Json<string[]>;
  };
  biometric_imports: {
    id: Generated<number>;
    source: 'file' | 'push';
    device_serial: string;
    file_name: string | null;
    total_lines: Generated<number>;
    inserted: Generated<number>;
    duplicates: Generated<number>;
    unknown_user_ids: Json<string[]>;
    rejected_lines: Json<{ line: number; reason: string }[]>;
    created_by: number | null;
    created_at: CreatedAt;
  };
  biometric_logs: {
    id: Generated<number>;
    device_serial: string;
    biometric_user_id: string;
    log_date: string;
    log_time: string;
    employee_id: number | null;
    verify_mode: number | null;
    in_out_state: number | null;
    work_code: string | null;
    import_id: number | null;
    created_at: CreatedAt;
  };
  daily_time_records: {
    id: Generated<number>;
    employee_id: number;
    record_date: string;
    work_schedule_id: number | null;
    day_type: string;
    log_am_in: string | null;
    log_am_out: string | null;
    log_pm_in: string | null;
    log_pm_out: string | null;
    manual_am_in: string | null;
    manual_am_out: string | null;
    manual_pm_in: string | null;
    manual_pm_out: string | null;
    is_travel: Generated<boolean>;
    overtime_authorized: Generated<boolean>;
    tardy_minutes: Generated<number>;
    undertime_minutes: Generated<number>;
    overtime_minutes: Generated<number>;
    absent_days: Generated<string>;
    remarks: Generated<string>;
    manual_reason: string | null;
    manual_by: number | null;
    manual_at: NullableTimestamp;
    computed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  dtr_manual_edits: {
    id: Generated<number>;
    employee_id: number;
    record_date: string;
    source: 'manual' | 'correction';
    correction_request_id: number | null;
    old_values: Json<Record<string, unknown>>;
    new_values: Json<Record<string, unknown>>;
    reason: string;
    edited_by: number | null;
    edited_at: CreatedAt;
  };
  dtr_correction_requests: {
    id: Generated<number>;
    employee_id: number;
    record_date: string;
    am_in: string | null;
    am_out: string | null;
    pm_in: string | null;
    pm_out: string | null;
    reason: string;
    status: Generated<number>;
    requested_by: number | null;
    requested_at: CreatedAt;
    decided_by: number | null;
    decided_at: NullableTimestamp;
    decision_remarks: string | null;
  };
  dtr_public_lookups: {
    id: Generated<number>;
    at: CreatedAt;
    ip_address: string;
    employee_key: string;
    succeeded: boolean;
  };
}
