-- HR: the rest of the employee record (address, contacts), family, attachments, employment
-- history and salaries, plus the indexes the employee list searches and filters by.

ALTER TABLE employees ADD COLUMN address text;
ALTER TABLE employees ADD COLUMN contact_number text;
ALTER TABLE employees ADD COLUMN email text;

-- Search: each word matches the start of the last name, first name or employee ID (LIKE 'x%').
CREATE INDEX employees_last_name_prefix ON employees (lower(last_name) text_pattern_ops);
CREATE INDEX employees_first_name_prefix ON employees (lower(first_name) text_pattern_ops);
CREATE INDEX employees_employee_id_prefix ON employees (lower(employee_id) text_pattern_ops);
-- Filters.
CREATE INDEX employees_status ON employees (employee_status, lower(last_name), lower(first_name));
CREATE INDEX employees_employment_type ON employees (employment_type);
CREATE INDEX employees_branch ON employees (branch_code);

CREATE TABLE employee_family_members (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  relationship text NOT NULL CHECK (relationship IN ('Spouse', 'Child', 'Father', 'Mother', 'Sibling', 'Other')),
  full_name text NOT NULL,
  birth_date date,
  occupation text,
  contact_number text,
  is_dependent boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employee_family_members_employee ON employee_family_members (employee_id);
CREATE UNIQUE INDEX employee_family_members_one_spouse ON employee_family_members (employee_id) WHERE relationship = 'Spouse';

CREATE TABLE employee_attachments (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES stored_files (id),
  file_kind smallint NOT NULL CHECK (file_kind BETWEEN 0 AND 7),
  description text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employee_attachments_employee ON employee_attachments (employee_id, id);

CREATE TABLE employment_histories (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  position text NOT NULL,
  department_id integer REFERENCES departments (id),
  employment_type smallint CHECK (employment_type BETWEEN 1 AND 7),
  salary_grade text,
  rate numeric(14, 2) CHECK (rate >= 0),
  date_from date NOT NULL,
  date_to date,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (date_to IS NULL OR date_to >= date_from)
);
CREATE INDEX employment_histories_employee ON employment_histories (employee_id, date_from);

-- A salary holds from its effective date until the next one; the salary on a date is the row
-- with the latest effective_date on or before it. One row per employee and date (the natural
-- key that makes imports idempotent).
CREATE TABLE salaries (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  salary_type smallint NOT NULL CHECK (salary_type IN (0, 1)),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  effective_date date NOT NULL,
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (employee_id, effective_date)
);
CREATE INDEX salaries_effective_date ON salaries (effective_date);
