// Kysely row types of the leave tables (migrations/0201_leave.sql, 0203).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as an exact decimal string. */
type Decimal = ColumnType<string, string | number, string | number>;

export interface LeaveTables {
  leave_types: {
    id: Generated<number>;
    code: string;
    name: string;
    earning_rule: 'Monthly' | 'Annual' | 'None';
    monthly_credit: ColumnType<string, string | number | undefined, string | number>;
    annual_credit: ColumnType<string, string | number | undefined, string | number>;
    carries_over: Generated<boolean>;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
  };
  monthly_earned_leaves: {
    id: Generated<number>;
    fiscal_year_id: number;
    year: number;
    month: number;
    employee_count: Generated<number>;
    posted_by: number | null;
    posted_at: CreatedAt;
    cancelled_by: number | null;
    cancelled_at: NullableTimestamp;
    cancel_reason: string | null;
  };
  leave_applications: {
    id: Generated<number>;
    employee_id: number;
    leave_type_id: number;
    fiscal_year_id: number;
    date_from: string;
    date_to: string;
    days: Decimal;
    reason: string;
    status: Generated<number>;
    filed_by: number | null;
    filed_at: CreatedAt;
    decided_by: number | null;
    decided_at: NullableTimestamp;
    decision_remarks: string | null;
    cancelled_by: ColumnType<number | null, number | null | undefined, number | null>;
    cancelled_at: NullableTimestamp;
    cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  };
  leave_ledger_lines: {
    id: Generated<number>;
    employee_id: number;
    fiscal_year_id: number;
    leave_type_id: number;
    line_type: number;
    status: Generated<number>;
    entry_date: string;
    days: Decimal;
    description: string;
    monthly_earned_leave_id: number | null;
    leave_application_id: number | null;
    created_by: number | null;
    created_at: CreatedAt;
    cancelled_by: number | null;
    cancelled_at: NullableTimestamp;
    /** A reversing line (negative days) points at the line it reverses (0203). */
    reverses_line_id: ColumnType<number | null, number | null | undefined, never>;
  };
  fiscal_year_leave_closings: {
    fiscal_year_id: number;
    next_fiscal_year_id: number;
    closed_by: number | null;
    closed_at: CreatedAt;
  };
}
