// Kysely row types of the data privacy tables (migrations/0930_data_privacy.sql).
import type { SensitiveKind } from '@ilaw/contracts/privacy/agreement';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PrivacyTables {
  privacy_agreements: {
    version: number;
    title: string;
    body: string;
    published_by: number;
    published_at: CreatedAt;
  };
  privacy_agreement_acceptances: {
    user_id: number;
    version: number;
    accepted_at: CreatedAt;
    ip_address: string | null;
  };
  sensitive_data_access_log: {
    id: Generated<string>;
    user_id: number;
    kind: SensitiveKind;
    subject_employee_id: number | null;
    detail: string;
    ip_address: string | null;
    accessed_at: CreatedAt;
  };
  privacy_breaches: {
    id: Generated<number>;
    breach_no: string;
    discovered_at: ColumnType<Date, Date | string, Date | string>;
    description: string;
    data_involved: string;
    subjects_affected: number;
    measures: string | null;
    commission_notified_at: NullableInstant;
    subjects_notified_at: NullableInstant;
    status: 'Open' | 'Closed';
    recorded_by: number;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
}
