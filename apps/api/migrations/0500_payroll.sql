-- Payroll (issue 13, docs/decisions/060-payroll-*.md): the statutory tables as date-effective
-- data, payroll types, the payroll header of 0002 extended, and the computed lines.

-- Statutory tables: one entry per kind and effective date, its figures in `body` (decimal strings,
-- shape checked by the contract per kind). An entry holds from its date until the next entry of its
-- kind; a later entry with the same date corrects an earlier one (the higher id wins). Nothing is
-- ever updated or deleted, so the history is the table.
CREATE TABLE payroll_statutory_tables (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('sss', 'philhealth', 'pagibig', 'withholding-daily', 'withholding-weekly',
    'withholding-semi-monthly', 'withholding-monthly', 'withholding-annual', 'de-minimis', 'other-benefits-ceiling',
    'minimum-wage', 'premium-pay', 'pay-rules')),
  effective_from date NOT NULL,
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
  source text NOT NULL,
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payroll_statutory_tables_in_force ON payroll_statutory_tables (kind, effective_from DESC, id DESC);
SELECT protect_posted_records('payroll_statutory_tables');

-- SSS Circular No. 2024-006 (January 2025): 15% of the monthly salary credit (employer 10%,
-- employee 5%), credits 5,000 to 35,000 in steps of 500; compensation from credit - 250 maps to the
-- credit (below 5,250: 5,000; 34,750 and above: 35,000). The credit above 20,000 is the Mandatory
-- Provident Fund. EC (employer only): 10 below a 15,000 credit, 30 from 15,000.
INSERT INTO payroll_statutory_tables (kind, effective_from, source, body)
SELECT 'sss', DATE '2025-01-01', 'SSS Circular No. 2024-006 (RA 11199)',
  jsonb_build_object(
    'employeeRate', '0.05', 'employerRate', '0.10', 'regularMscCeiling', '20000.00',
    'brackets', jsonb_agg(jsonb_build_object(
      'from', CASE WHEN msc = 5000 THEN '0.00' ELSE (msc - 250)::text || '.00' END,
      'msc', msc::text || '.00',
      'ec', CASE WHEN msc < 15000 THEN '10.00' ELSE '30.00' END) ORDER BY msc))
FROM generate_series(5000, 35000, 500) AS msc;

INSERT INTO payroll_statutory_tables (kind, effective_from, source, body) VALUES
  ('philhealth', DATE '2025-01-01', 'PhilHealth Advisory No. 2025-0002 (RA 11223 sec. 10)',
    '{"rate": "0.05", "floor": "10000.00", "ceiling": "100000.00"}'),
  ('pagibig', DATE '2024-02-01', 'HDMF Circular No. 460',
    '{"lowRateCeiling": "1500.00", "lowEmployeeRate": "0.01", "lowEmployerRate": "0.02", "employeeRate": "0.02", "employerRate": "0.02", "maxFundSalary": "10000.00"}'),
  -- RR 11-2018 Annex "E", the table from 1 January 2023 (not the 2018 amounts some copies keep).
  ('withholding-daily', DATE '2023-01-01', 'BIR RR 11-2018 Annex E (2023 onwards)',
    '{"brackets": [{"over": "0.00", "base": "0.00", "rate": "0"}, {"over": "685.00", "base": "0.00", "rate": "0.15"}, {"over": "1096.00", "base": "61.65", "rate": "0.20"}, {"over": "2192.00", "base": "280.85", "rate": "0.25"}, {"over": "5479.00", "base": "1102.60", "rate": "0.30"}, {"over": "21918.00", "base": "6034.30", "rate": "0.35"}]}'),
  ('withholding-weekly', DATE '2023-01-01', 'BIR RR 11-2018 Annex E (2023 onwards)',
    '{"brackets": [{"over": "0.00", "base": "0.00", "rate": "0"}, {"over": "4808.00", "base": "0.00", "rate": "0.15"}, {"over": "7692.00", "base": "432.60", "rate": "0.20"}, {"over": "15385.00", "base": "1971.20", "rate": "0.25"}, {"over": "38462.00", "base": "7740.45", "rate": "0.30"}, {"over": "153846.00", "base": "42355.65", "rate": "0.35"}]}'),
  ('withholding-semi-monthly', DATE '2023-01-01', 'BIR RR 11-2018 Annex E (2023 onwards)',
    '{"brackets": [{"over": "0.00", "base": "0.00", "rate": "0"}, {"over": "10417.00", "base": "0.00", "rate": "0.15"}, {"over": "16667.00", "base": "937.50", "rate": "0.20"}, {"over": "33333.00", "base": "4270.70", "rate": "0.25"}, {"over": "83333.00", "base": "16770.70", "rate": "0.30"}, {"over": "333333.00", "base": "91770.70", "rate": "0.35"}]}'),
  ('withholding-monthly', DATE '2023-01-01', 'BIR RR 11-2018 Annex E (2023 onwards)',
    '{"brackets": [{"over": "0.00", "base": "0.00", "rate": "0"}, {"over": "20833.00", "base": "0.00", "rate": "0.15"}, {"over": "33333.00", "base": "1875.00", "rate": "0.20"}, {"over": "66667.00", "base": "8541.80", "rate": "0.25"}, {"over": "166667.00", "base": "33541.80", "rate": "0.30"}, {"over": "666667.00", "base": "183541.80", "rate": "0.35"}]}'),
  ('withholding-annual', DATE '2023-01-01', 'NIRC sec. 24(A)(2)(a) as amended by RA 10963 (2023 onwards)',
    '{"brackets": [{"over": "0.00", "base": "0.00", "rate": "0"}, {"over": "250000.00", "base": "0.00", "rate": "0.15"}, {"over": "400000.00", "base": "22500.00", "rate": "0.20"}, {"over": "800000.00", "base": "102500.00", "rate": "0.25"}, {"over": "2000000.00", "base": "402500.00", "rate": "0.30"}, {"over": "8000000.00", "base": "2202500.00", "rate": "0.35"}]}'),
  ('other-benefits-ceiling', DATE '2018-01-01', 'NIRC sec. 32(B)(7)(e) as amended by RA 10963',
    '{"amount": "90000.00"}'),
  ('de-minimis', DATE '2018-01-01', 'BIR RR 11-2018',
    '{"items": [
      {"code": "monetized-vl", "name": "Monetized unused vacation leave", "ceiling": "10", "per": "DaysOfLeave"},
      {"code": "medical-dependents", "name": "Medical cash allowance to dependents", "ceiling": "1500.00", "per": "Semester"},
      {"code": "rice", "name": "Rice subsidy", "ceiling": "2000.00", "per": "Month"},
      {"code": "uniform", "name": "Uniform and clothing allowance", "ceiling": "6000.00", "per": "Year"},
      {"code": "actual-medical", "name": "Actual medical assistance", "ceiling": "10000.00", "per": "Year"},
      {"code": "laundry", "name": "Laundry allowance", "ceiling": "300.00", "per": "Month"},
      {"code": "achievement-award", "name": "Employee achievement award", "ceiling": "10000.00", "per": "Year"},
      {"code": "christmas-gift", "name": "Christmas and major anniversary gifts", "ceiling": "5000.00", "per": "Year"},
      {"code": "ot-meal", "name": "Overtime or night meal allowance (share of the daily minimum wage)", "ceiling": "0.25", "per": "ShareOfMinimumWage"},
      {"code": "cba-productivity", "name": "CBA and productivity incentive benefits", "ceiling": "10000.00", "per": "Year"}]}'),
  ('de-minimis', DATE '2025-01-30', 'BIR RR 4-2025 (uniform 7,000)',
    '{"items": [
      {"code": "monetized-vl", "name": "Monetized unused vacation leave", "ceiling": "10", "per": "DaysOfLeave"},
      {"code": "medical-dependents", "name": "Medical cash allowance to dependents", "ceiling": "1500.00", "per": "Semester"},
      {"code": "rice", "name": "Rice subsidy", "ceiling": "2000.00", "per": "Month"},
      {"code": "uniform", "name": "Uniform and clothing allowance", "ceiling": "7000.00", "per": "Year"},
      {"code": "actual-medical", "name": "Actual medical assistance", "ceiling": "10000.00", "per": "Year"},
      {"code": "laundry", "name": "Laundry allowance", "ceiling": "300.00", "per": "Month"},
      {"code": "achievement-award", "name": "Employee achievement award (cash or gift certificate)", "ceiling": "10000.00", "per": "Year"},
      {"code": "christmas-gift", "name": "Christmas and major anniversary gifts", "ceiling": "5000.00", "per": "Year"},
      {"code": "ot-meal", "name": "Overtime or night meal allowance (share of the daily minimum wage)", "ceiling": "0.25", "per": "ShareOfMinimumWage"},
      {"code": "cba-productivity", "name": "CBA and productivity incentive benefits", "ceiling": "10000.00", "per": "Year"}]}'),
  ('de-minimis', DATE '2026-01-06', 'BIR RR 29-2025',
    '{"items": [
      {"code": "monetized-vl", "name": "Monetized unused vacation leave", "ceiling": "12", "per": "DaysOfLeave"},
      {"code": "medical-dependents", "name": "Medical cash allowance to dependents", "ceiling": "2000.00", "per": "Semester"},
      {"code": "rice", "name": "Rice subsidy", "ceiling": "2500.00", "per": "Month"},
      {"code": "uniform", "name": "Uniform and clothing allowance", "ceiling": "8000.00", "per": "Year"},
      {"code": "actual-medical", "name": "Actual medical assistance", "ceiling": "12000.00", "per": "Year"},
      {"code": "laundry", "name": "Laundry allowance", "ceiling": "400.00", "per": "Month"},
      {"code": "achievement-award", "name": "Employee achievement award (any form)", "ceiling": "12000.00", "per": "Year"},
      {"code": "christmas-gift", "name": "Christmas and major anniversary gifts", "ceiling": "6000.00", "per": "Year"},
      {"code": "ot-meal", "name": "Overtime or night meal allowance (share of the daily minimum wage)", "ceiling": "0.30", "per": "ShareOfMinimumWage"},
      {"code": "cba-productivity", "name": "CBA and productivity incentive benefits", "ceiling": "12000.00", "per": "Year"}]}'),
  ('minimum-wage', DATE '2023-12-07', 'Wage Order No. RB-MIMAROPA-11',
    '{"region": "MIMAROPA", "wageOrder": "RB-MIMAROPA-11", "rates": [{"establishment": "10 or more workers", "daily": "395.00"}, {"establishment": "Fewer than 10 workers", "daily": "369.00"}]}'),
  ('premium-pay', DATE '1974-11-01', 'Labor Code arts. 86, 87, 93, 94 (DOLE 2016 edition); DOLE holiday pay rules',
    '{"overtime": "1.25", "restDay": "1.30", "specialDay": "1.30", "specialDayRestDay": "1.50", "regularHoliday": "2.00", "regularHolidayRestDay": "2.60", "overtimeOnRestDayOrHoliday": "1.30", "nightDifferential": "0.10"}'),
  ('pay-rules', DATE '2000-01-01', 'Cooperative policy; factors of DOLE Advisory No. 001-10 (365, 313, 261)',
    '{"dailyRateFactor": "261", "hoursPerDay": "8", "netPayFloor": "0.00"}');

-- Payroll types: a regular cut-off, the 13th month, a special payroll. The frequency picks the BIR
-- withholding table; `deducts_contributions` says whether this cut-off takes the month's SSS,
-- PhilHealth and Pag-IBIG shares (the cooperative takes them once a month, on the second half).
CREATE TABLE payroll_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Regular', 'ThirteenthMonth', 'Special')),
  pay_frequency text NOT NULL CHECK (pay_frequency IN ('Monthly', 'SemiMonthly', 'Weekly', 'Daily')),
  deducts_contributions boolean NOT NULL DEFAULT true,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payroll_types_name_key ON payroll_types (lower(name));
INSERT INTO payroll_types (name, kind, pay_frequency, deducts_contributions) VALUES
  ('Regular payroll, 1st half', 'Regular', 'SemiMonthly', false),
  ('Regular payroll, 2nd half', 'Regular', 'SemiMonthly', true),
  ('Regular payroll, monthly', 'Regular', 'Monthly', true),
  ('13th month pay', 'ThirteenthMonth', 'Monthly', false);

-- The payroll header of 0002, extended: its type, the employees it covers, generation, sign-off.
ALTER TABLE payrolls DROP CONSTRAINT payrolls_status_check;
ALTER TABLE payrolls ADD CONSTRAINT payrolls_status_check
  CHECK (status IN ('Draft', 'ForApproval', 'Posted', 'Cancelled'));
ALTER TABLE payrolls
  ADD COLUMN payroll_type_id integer REFERENCES payroll_types (id),
  ADD COLUMN department_id integer REFERENCES departments (id),
  ADD COLUMN employee_status integer,
  ADD COLUMN employment_type integer,
  ADD COLUMN remarks text,
  ADD COLUMN employee_count integer NOT NULL DEFAULT 0,
  ADD COLUMN total_gross numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN total_deductions numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN total_net numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN generated_at timestamptz,
  ADD COLUMN generated_by integer REFERENCES users (id),
  ADD COLUMN created_by integer REFERENCES users (id),
  ADD COLUMN posted_at timestamptz;

-- One line per employee of a payroll: the amounts (summed by reports) and, in `items`, every
-- earning and deduction with how it was reached.
CREATE TABLE payroll_lines (
  id bigserial PRIMARY KEY,
  payroll_id integer NOT NULL REFERENCES payrolls (id),
  employee_id integer NOT NULL REFERENCES employees (id),
  -- The employee as they were when the line was made (the payslip shows these).
  employee_code text NOT NULL,
  employee_name text NOT NULL,
  department_id integer REFERENCES departments (id),
  department_name text,
  salary_type integer NOT NULL,
  salary_amount numeric(12, 2) NOT NULL,
  monthly_basic numeric(12, 2) NOT NULL,
  daily_rate numeric(16, 6) NOT NULL,
  basic_pay numeric(12, 2) NOT NULL,
  absence_deduction numeric(12, 2) NOT NULL,
  tardiness_deduction numeric(12, 2) NOT NULL,
  lwop_deduction numeric(12, 2) NOT NULL,
  overtime_pay numeric(12, 2) NOT NULL,
  premium_pay numeric(12, 2) NOT NULL,
  gross_pay numeric(12, 2) NOT NULL,
  sss_employee numeric(12, 2) NOT NULL,
  sss_employer numeric(12, 2) NOT NULL,
  sss_ec numeric(12, 2) NOT NULL,
  sss_mpf_employee numeric(12, 2) NOT NULL,
  sss_mpf_employer numeric(12, 2) NOT NULL,
  philhealth_employee numeric(12, 2) NOT NULL,
  philhealth_employer numeric(12, 2) NOT NULL,
  pagibig_employee numeric(12, 2) NOT NULL,
  pagibig_employer numeric(12, 2) NOT NULL,
  taxable_compensation numeric(12, 2) NOT NULL,
  withholding_tax numeric(12, 2) NOT NULL,
  total_deductions numeric(12, 2) NOT NULL,
  net_pay numeric(12, 2) NOT NULL CHECK (net_pay >= 0),
  carried_over numeric(12, 2) NOT NULL DEFAULT 0,
  items jsonb NOT NULL,
  time_summary jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payroll_id, employee_id)
);
CREATE INDEX payroll_lines_employee ON payroll_lines (employee_id);

-- A posted (approved) payroll and its lines are final, whoever sends the SQL: corrections go into
-- an adjustment payroll (SQLSTATE IL409 answers 409, as protect_posted_records does).
CREATE FUNCTION refuse_posted_payroll_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  header_id integer;
BEGIN
  IF TG_TABLE_NAME = 'payrolls' THEN
    IF OLD.status = 'Posted' THEN
      RAISE EXCEPTION 'posted records of % cannot be changed or removed (%); post a correction or reversal instead',
        TG_TABLE_NAME, TG_OP USING ERRCODE = 'IL409';
    END IF;
  ELSE
    header_id := CASE WHEN TG_OP = 'INSERT' THEN NEW.payroll_id ELSE OLD.payroll_id END;
    IF EXISTS (SELECT 1 FROM payrolls p WHERE p.id = header_id AND p.status = 'Posted')
       OR (TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM payrolls p WHERE p.id = NEW.payroll_id AND p.status = 'Posted')) THEN
      RAISE EXCEPTION 'posted records of % cannot be changed or removed (%); post a correction or reversal instead',
        TG_TABLE_NAME, TG_OP USING ERRCODE = 'IL409';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER payrolls_refuse_posted_change BEFORE UPDATE OR DELETE ON payrolls
  FOR EACH ROW EXECUTE FUNCTION refuse_posted_payroll_change();
CREATE TRIGGER payroll_lines_refuse_posted_change BEFORE INSERT OR UPDATE OR DELETE ON payroll_lines
  FOR EACH ROW EXECUTE FUNCTION refuse_posted_payroll_change();
CREATE TRIGGER payroll_lines_refuse_truncate BEFORE TRUNCATE ON payroll_lines
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_posted_change();
