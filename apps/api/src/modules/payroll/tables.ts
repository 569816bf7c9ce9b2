// Kysely row types of the payroll tables (migrations/0500_payroll.sql; the payroll header was
// created in 0002 and is extended there).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as a decimal string, written as a decimal string. */
type Numeric = ColumnType<string, string, string>;
type DefaultNumeric = ColumnType<string, string | undefined, string>;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export type PayrollStatus = 'Draft' | 'ForApproval' | 'Posted' | 'Cancelled';

export interface PayrollTables {
  payroll_statutory_tables: {
    id: Generated<number>;
    kind: string;
    effective_from: string;
    body: Json<Record<string, unknown>>;
    source: string;
    remarks: string | null;
    created_by: number | null;
    created_at: CreatedAt;
  };
  payroll_types: {
    id: Generated<number>;
    name: string;
    kind: 'Regular' | 'ThirteenthMonth' | 'Special';
    pay_frequency: 'Monthly' | 'SemiMonthly' | 'Weekly' | 'Daily';
    deducts_contributions: Generated<boolean>;
    is_active: Generated<boolean>;
    /** A Special type: the benefit it pays (decision 066). */
    benefit_code: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  payrolls: {
    id: Generated<number>;
    name: string;
    period_start: string;
    period_end: string;
    pay_date: string | null;
    status: ColumnType<PayrollStatus, PayrollStatus | undefined, PayrollStatus>;
    payroll_type_id: number | null;
    department_id: number | null;
    employee_status: number | null;
    employment_type: number | null;
    remarks: string | null;
    employee_count: Generated<number>;
    total_gross: DefaultNumeric;
    total_deductions: DefaultNumeric;
    total_net: DefaultNumeric;
    generated_at: NullableTimestamp;
    generated_by: number | null;
    created_by: number | null;
    posted_at: NullableTimestamp;
    posted_by: ColumnType<number | null, number | null | undefined, number | null>;
    submitted_at: NullableTimestamp;
    adjusts_payroll_id: ColumnType<number | null, number | null | undefined, number | null>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  payroll_lines: {
    id: Generated<string>;
    payroll_id: number;
    employee_id: number;
    employee_code: string;
    employee_name: string;
    department_id: number | null;
    department_name: string | null;
    salary_type: number;
    salary_amount: Numeric;
    monthly_basic: Numeric;
    daily_rate: Numeric;
    basic_pay: Numeric;
    absence_deduction: Numeric;
    tardiness_deduction: Numeric;
    lwop_deduction: Numeric;
    overtime_pay: Numeric;
    premium_pay: Numeric;
    allowances: DefaultNumeric;
    non_taxable_earnings: DefaultNumeric;
    /** Of those, de minimis beyond its ceiling exempted within the 90,000 pool (decision 065). */
    de_minimis_pooled: DefaultNumeric;
    gross_pay: Numeric;
    sss_employee: Numeric;
    sss_employer: Numeric;
    sss_ec: Numeric;
    sss_mpf_employee: Numeric;
    sss_mpf_employer: Numeric;
    philhealth_employee: Numeric;
    philhealth_employer: Numeric;
    pagibig_employee: Numeric;
    pagibig_employer: Numeric;
    taxable_compensation: Numeric;
    withholding_tax: Numeric;
    other_deductions: DefaultNumeric;
    tax_refund: DefaultNumeric;
    total_deductions: Numeric;
    net_pay: Numeric;
    carried_over: DefaultNumeric;
    /** The posted year-to-date an annualized tax was computed from (decision 119). */
    annual_taxable_basis: ColumnType<string | null, string | null | undefined, string | null>;
    annual_withheld_basis: ColumnType<string | null, string | null | undefined, string | null>;
    items: Json<unknown[]>;
    time_summary: Json<Record<string, unknown>>;
    created_at: CreatedAt;
  };
  payroll_employee_items: {
    id: Generated<number>;
    employee_id: number;
    kind: 'Allowance' | 'Deduction' | 'Loan' | 'OneTimeEarning' | 'OneTimeDeduction';
    category: string;
    label: string;
    taxable: boolean;
    de_minimis_code: string | null;
    amount: Numeric;
    principal: Numeric | null;
    start_date: string;
    end_date: string | null;
    payroll_id: number | null;
    priority: number;
    reference: string | null;
    remarks: string | null;
    /** An own power bill read from billing: the employee's consumer account (decision 066). */
    billing_consumer_id: ColumnType<number | null, number | null | undefined, number | null>;
    is_active: boolean;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  payroll_line_employee_items: {
    payroll_id: number;
    employee_item_id: number;
    employee_id: number;
    scheduled: Numeric;
    due: Numeric;
    taken: Numeric;
    exempt: DefaultNumeric;
  };
}
