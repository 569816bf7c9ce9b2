// Kysely row types of the report submission tables (migrations/0940_report_submission.sql).
import type { ReportPeriod } from '@ilaw/contracts/reports/report';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ReportsTables {
  report_templates: {
    id: Generated<number>;
    code: string;
    name: string;
    regulator: string;
    period: ReportPeriod;
    due_days: number;
    department_id: number;
    file_kinds: number[];
    description: string | null;
    starts_on: ColumnType<string, string, string>;
    is_active: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  report_submissions: {
    id: Generated<number>;
    template_id: number;
    period_key: string;
    file_id: string;
    file_kind: number;
    remarks: string | null;
    submitted_by: number;
    submitted_at: CreatedAt;
  };
}
