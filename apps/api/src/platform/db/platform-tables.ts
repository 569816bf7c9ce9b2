// Kysely row types of the platform's tables (migrations/0001_platform.sql, 0010_auth_throttle.sql, 0060_backups.sql, 0070_golive_imports.sql).
import type { ImportReconciliationLine } from '@ilaw/contracts/platform/imports';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface PlatformTables {
  branches: { code: number; key: string; name: string };
  departments: {
    id: Generated<number>;
    code: string;
    name: string;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  roles: { name: string };
  users: {
    id: Generated<number>;
    username: string;
    full_name: string;
    email: string | null;
    department_id: number | null;
    branch_code: number | null;
    password_hash: string;
    must_change_password: Generated<boolean>;
    is_active: Generated<boolean>;
    last_login_at: NullableTimestamp;
    password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  user_roles: { user_id: number; role: string };
  sessions: {
    id_hash: string;
    user_id: number;
    created_at: CreatedAt;
    last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
    expires_at: Timestamp;
    ip_address: string | null;
    user_agent: string | null;
    agreement_due: ColumnType<number | null, number | null | undefined, number | null>;
  };
  login_attempts: {
    id: Generated<number>;
    at: CreatedAt;
    username_key: string;
    ip_address: string;
    succeeded: boolean;
  };
  auth_throttle: { bucket: string; window_start: Timestamp; attempts: number };
  auth_known_sources: {
    subject: string;
    source: string;
    last_success_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  password_reset_tokens: {
    token_hash: string;
    user_id: number;
    created_at: CreatedAt;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  fiscal_years: {
    id: Generated<number>;
    year: number;
    name: string;
    start_date: string;
    end_date: string;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  audit_log: {
    id: Generated<number>;
    at: CreatedAt;
    actor_user_id: number | null;
    actor_name: string | null;
    ip_address: string | null;
    entity_type: string;
    entity_id: string;
    action: string;
    old_values: NullableJson<Record<string, unknown>>;
    new_values: NullableJson<Record<string, unknown>>;
    prev_hash: string | null;
    hash: string;
    /** 1: plain SHA-256 (before the chain was keyed), 2: HMAC-SHA256. */
    hash_version: number;
  };
  audit_checkpoint: {
    id: Generated<number>;
    chain_id: Generated<string>;
    entry_count: number;
    head_id: number | null;
    head_hash: string | null;
    mac: string | null;
    updated_at: UpdatedAt;
  };
  /** Written by migrate.ts: one row per migration file applied. */
  schema_migrations: { name: string; applied_at: Date };
  backups: {
    id: Generated<number>;
    trigger: 'daily' | 'command' | 'user';
    requested_by: number | null;
    engine: 'pglite' | 'postgres';
    status: Generated<'running' | 'succeeded' | 'failed'>;
    file_name: string;
    size_bytes: ColumnType<number | null, number | null | undefined, number | null>;
    message: ColumnType<string | null, string | null | undefined, string | null>;
    started_at: ColumnType<Date, Date | string | undefined, Date | string>;
    finished_at: NullableTimestamp;
  };
  jobs: {
    id: Generated<string>;
    kind: string;
    payload: Json<Record<string, unknown>>;
    status: Generated<'queued' | 'running' | 'succeeded' | 'failed'>;
    progress_done: Generated<number>;
    progress_total: number | null;
    messages: ColumnType<string[], string | undefined, string>;
    result: NullableJson<unknown>;
    error: string | null;
    attempts: Generated<number>;
    max_attempts: Generated<number>;
    run_after: ColumnType<Date, Date | string | undefined, Date | string>;
    locked_by: string | null;
    locked_until: NullableTimestamp;
    created_by: number | null;
    created_at: CreatedAt;
    started_at: NullableTimestamp;
    finished_at: NullableTimestamp;
  };
  stored_files: {
    id: Generated<string>;
    storage_key: string;
    original_name: string;
    content_type: string;
    size_bytes: number;
    sha256: string;
    created_by: number | null;
    created_at: CreatedAt;
  };
  document_series: { series: string; scope: string; last_value: number };
  import_batches: {
    id: Generated<number>;
    kind: string;
    target: string;
    file_name: string;
    file_sha256: string;
    posted: ColumnType<number, number | undefined, number>;
    reconciliation: ColumnType<ImportReconciliationLine[], string | undefined, string>;
    status: ColumnType<'Posted' | 'Undone', 'Posted' | 'Undone' | undefined, 'Posted' | 'Undone'>;
    created_by: number | null;
    created_at: CreatedAt;
    undone_by: number | null;
    undone_at: NullableTimestamp;
  };
  import_batch_records: {
    batch_id: number;
    record_id: ColumnType<string, number | string | bigint, never>;
    previous: ColumnType<string | null, string | null | undefined, never>;
  };
  idempotency_keys: {
    scope: string;
    key: string;
    created_at: CreatedAt;
    created_by: number | null;
    result: NullableJson<unknown>;
  };
  field_photo_uploads: {
    key: string;
    file_id: string | null;
    uploaded_by: number;
    uploaded_at: CreatedAt;
    used_at: NullableTimestamp;
  };
  mail_outbox: {
    id: Generated<number>;
    created_at: CreatedAt;
    to_address: string;
    subject: string;
    body: string;
    sent_at: NullableTimestamp;
    error: string | null;
  };
  app_settings: { key: string; value: Json<unknown> };
}
