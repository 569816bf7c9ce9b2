-- Leave: types with their earning rule, the ledger (never an editable balance), monthly earned
-- postings, applications. Line type: OpeningBalance 0, Earned 1, Used 2, ClosingBalance 3.
-- Status: Cancelled 0, Posted 1, WithoutPay 2. See docs/decisions/021-leave-ledger.md.

CREATE TABLE leave_types (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  -- 'Monthly': monthly_credit days per month of service; 'Annual': annual_credit days granted at
  -- the start of the fiscal year (posted as Earned); 'None': granted by application only.
  earning_rule text NOT NULL CHECK (earning_rule IN ('Monthly', 'Annual', 'None')),
  monthly_credit numeric(6, 3) NOT NULL DEFAULT 0,
  annual_credit numeric(6, 3) NOT NULL DEFAULT 0,
  carries_over boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO leave_types (code, name, earning_rule, monthly_credit, annual_credit, carries_over) VALUES
  ('VL', 'Vacation Leave', 'Monthly', 1.25, 0, true),
  ('SL', 'Sick Leave', 'Monthly', 1.25, 0, true),
  ('SPL', 'Special Privilege Leave', 'Annual', 0, 3, false),
  ('ML', 'Maternity Leave', 'None', 0, 0, false),
  ('PL', 'Paternity Leave', 'None', 0, 0, false),
  ('SPAR', 'Solo Parent Leave', 'Annual', 0, 7, false),
  ('VAWC', 'VAWC Leave', 'None', 0, 0, false),
  ('STL', 'Study Leave', 'None', 0, 0, false),
  ('CL', 'Calamity Leave', 'None', 0, 0, false);

CREATE TABLE monthly_earned_leaves (
  id serial PRIMARY KEY,
  fiscal_year_id integer NOT NULL REFERENCES fiscal_years (id),
  year integer NOT NULL,
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  employee_count integer NOT NULL DEFAULT 0,
  posted_by integer REFERENCES users (id),
  posted_at timestamptz NOT NULL DEFAULT now(),
  cancelled_by integer REFERENCES users (id),
  cancelled_at timestamptz,
  cancel_reason text
);
-- Once per month: a cancelled posting may be posted again.
CREATE UNIQUE INDEX monthly_earned_leaves_once ON monthly_earned_leaves (year, month) WHERE cancelled_at IS NULL;

-- Status: Approval (Pending 0, Approved 1, Disapproved 2).
CREATE TABLE leave_applications (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  leave_type_id integer NOT NULL REFERENCES leave_types (id),
  fiscal_year_id integer NOT NULL REFERENCES fiscal_years (id),
  date_from date NOT NULL,
  date_to date NOT NULL,
  days numeric(6, 3) NOT NULL CHECK (days > 0),
  reason text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  filed_by integer REFERENCES users (id),
  filed_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  decision_remarks text,
  CHECK (date_to >= date_from)
);
CREATE INDEX leave_applications_employee ON leave_applications (employee_id, date_from);

CREATE TABLE leave_ledger_lines (
  id bigserial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  fiscal_year_id integer NOT NULL REFERENCES fiscal_years (id),
  leave_type_id integer NOT NULL REFERENCES leave_types (id),
  line_type smallint NOT NULL CHECK (line_type IN (0, 1, 2, 3)),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
  entry_date date NOT NULL,
  days numeric(8, 3) NOT NULL CHECK (days >= 0),
  description text NOT NULL,
  monthly_earned_leave_id integer REFERENCES monthly_earned_leaves (id),
  leave_application_id integer REFERENCES leave_applications (id),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_by integer REFERENCES users (id),
  cancelled_at timestamptz,
  -- WithoutPay is only for Used lines; Cancelled keeps the line for the record.
  CHECK (status <> 2 OR line_type = 2)
);
CREATE INDEX leave_ledger_lines_employee ON leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id);
CREATE INDEX leave_ledger_lines_monthly ON leave_ledger_lines (monthly_earned_leave_id);
-- One opening and one closing balance per employee, type and fiscal year (Cancelled ones aside).
CREATE UNIQUE INDEX leave_ledger_lines_one_opening ON leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id)
  WHERE line_type = 0 AND status = 1;
CREATE UNIQUE INDEX leave_ledger_lines_one_closing ON leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id)
  WHERE line_type = 3 AND status = 1;

CREATE TABLE fiscal_year_leave_closings (
  fiscal_year_id integer PRIMARY KEY REFERENCES fiscal_years (id),
  next_fiscal_year_id integer NOT NULL REFERENCES fiscal_years (id),
  closed_by integer REFERENCES users (id),
  closed_at timestamptz NOT NULL DEFAULT now()
);
