-- Line crews (TSD teams) that service requests and connection orders are assigned to, and the
-- payroll header that pickers list; the payroll module extends it.
CREATE TABLE teams (
  id serial PRIMARY KEY,
  name text NOT NULL,
  branch_code integer REFERENCES branches (code),
  leader_name text,
  contact_no text,
  members jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX teams_name_key ON teams (lower(name));

CREATE TABLE payrolls (
  id serial PRIMARY KEY,
  name text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  pay_date date,
  status text NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Posted', 'Cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (period_end >= period_start)
);
