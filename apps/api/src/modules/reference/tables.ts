// Kysely row types of the reference module's tables (migrations/0002_teams_and_payroll_headers.sql;
// the payroll header of 0002 is typed by the payroll module, which extends it in 0500).
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
}
