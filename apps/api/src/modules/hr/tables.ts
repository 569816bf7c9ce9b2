// Kysely row types of HR's tables: `employees` (created in 0001_platform.sql, extended in
// 0100_hr.sql) and the tables of 0100_hr.sql.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric: read as a decimal string, written as a decimal string. */
type Numeric = ColumnType<string, string, string>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

export interface HrTables {
  employees: {
    id: Generated<number>;
    employee_id: string;
    user_id: number | null;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    suffix: string | null;
    birth_date: string | null;
    gender: 'F' | 'M' | null;
    civil_status: 'SINGLE' | 'MARRIED' | 'WIDOWED' | 'SEPARATED' | null;
    address: ColumnType<string | null, string | null | undefined, string | null>;
    contact_number: ColumnType<string | null, string | null | undefined, string | null>;
    email: ColumnType<string | null, string | null | undefined, string | null>;
    department_id: number | null;
    branch_code: number | null;
    position: string | null;
    employment_type: number | null;
    employee_status: Generated<number>;
    date_hired: string | null;
    date_regularized: string | null;
    date_separated: string | null;
    biometric_user_id: string | null;
    sss_no: string | null;
    pag_ibig_no: string | null;
    phil_health_no: string | null;
    hmo_no: string | null;
    tin_no: string | null;
    photo_file_id: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  employee_family_members: {
    id: Generated<number>;
    employee_id: number;
    relationship: 'Spouse' | 'Child' | 'Father' | 'Mother' | 'Sibling' | 'Other';
    full_name: string;
    birth_date: string | null;
    occupation: string | null;
    contact_number: string | null;
    is_dependent: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  employee_attachments: {
    id: Generated<number>;
    employee_id: number;
    file_id: string;
    file_kind: number;
    description: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  employment_histories: {
    id: Generated<number>;
    employee_id: number;
    position: string;
    department_id: number | null;
    employment_type: number | null;
    salary_grade: string | null;
    rate: NullableNumeric;
    date_from: string;
    date_to: string | null;
    remarks: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  salaries: {
    id: Generated<number>;
    employee_id: number;
    salary_type: number;
    amount: Numeric;
    effective_date: string;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
}
