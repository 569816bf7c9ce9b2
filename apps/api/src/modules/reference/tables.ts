// Kysely row types of the reference module's tables (migrations/0002_teams_and_payroll_headers.sql).
import type { ColumnType, Generated } from 'kysely';

export interface ReferenceTables {
  teams: {
    id: Generated<number>;
    name: string;
    branch_code: number | null;
    leader_name: string | null;
    contact_no: string | null;
    /** jsonb list of member names; written as JSON text. */
    members: ColumnType<string[], string | undefined, string>;
    is_active: Generated<boolean>;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  payrolls: {
    id: Generated<number>;
    name: string;
    period_start: string;
    period_end: string;
    pay_date: string | null;
    status: ColumnType<
      'Draft' | 'Posted' | 'Cancelled',
      'Draft' | 'Posted' | 'Cancelled' | undefined,
      'Draft' | 'Posted' | 'Cancelled'
    >;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
}
