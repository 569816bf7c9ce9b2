-- Time and leave: work schedules, holidays, biometric devices and logs, daily time records with
-- manual edits and correction requests, leave types, the leave ledger, monthly earned credits and
-- leave applications. Rules: docs/decisions/020-dtr-computation-rules.md, 021-leave-ledger.md.

CREATE TABLE work_schedules (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- One continuous shift: am_in .. pm_out, no break (am_out and pm_in are null).
  is_continuous boolean NOT NULL DEFAULT false,
  am_in time NOT NULL,
  am_out time,
  pm_in time,
  pm_out time NOT NULL,
  grace_minutes smallint NOT NULL DEFAULT 0 CHECK (grace_minutes BETWEEN 0 AND 120),
  -- ISO weekdays worked, as digits: '12345' is Monday to Friday.
  working_days text NOT NULL DEFAULT '12345' CHECK (working_days ~ '^[1-7]{1,7}$'),
  is_default boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_continuous OR (am_out IS NOT NULL AND pm_in IS NOT NULL AND am_in < am_out AND am_out <= pm_in AND pm_in < pm_out)),
  CHECK (am_in < pm_out)
);
CREATE UNIQUE INDEX work_schedules_one_default ON work_schedules ((true)) WHERE is_default;

INSERT INTO work_schedules (name, am_in, am_out, pm_in, pm_out, grace_minutes, working_days, is_default)
VALUES ('Regular 8:00-12:00 / 1:00-5:00', '08:00', '12:00', '13:00', '17:00', 15, '12345', true);

CREATE TABLE employee_work_schedules (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  work_schedule_id integer NOT NULL REFERENCES work_schedules (id),
  effective_from date NOT NULL,
  effective_to date,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (effective_to IS NULL OR effective_to >= effective_from)
);
CREATE INDEX employee_work_schedules_employee ON employee_work_schedules (employee_id, effective_from);

CREATE TABLE holidays (
  id serial PRIMARY KEY,
  holiday_date date NOT NULL UNIQUE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Regular', 'SpecialNonWorking')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE biometric_devices (
  id serial PRIMARY KEY,
  serial_number text NOT NULL UNIQUE,
  name text NOT NULL,
  location text,
  is_active boolean NOT NULL DEFAULT true,
  last_seen_at timestamptz,
  last_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One uploaded file or one device push: what came in and what became of it.
CREATE TABLE biometric_imports (
  id serial PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('file', 'push')),
  device_serial text NOT NULL,
  file_name text,
  total_lines integer NOT NULL DEFAULT 0,
  inserted integer NOT NULL DEFAULT 0,
  duplicates integer NOT NULL DEFAULT 0,
  unknown_user_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  rejected_lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Raw logs, never edited. Times are the device's wall clock in Asia/Manila.
CREATE TABLE biometric_logs (
  id bigserial PRIMARY KEY,
  device_serial text NOT NULL,
  biometric_user_id text NOT NULL,
  log_date date NOT NULL,
  log_time time(0) NOT NULL,
  employee_id integer REFERENCES employees (id),
  verify_mode smallint,
  in_out_state smallint,
  work_code text,
  import_id integer REFERENCES biometric_imports (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_serial, biometric_user_id, log_date, log_time)
);
CREATE INDEX biometric_logs_employee ON biometric_logs (employee_id, log_date);
CREATE INDEX biometric_logs_unknown ON biometric_logs (biometric_user_id) WHERE employee_id IS NULL;

-- One computed day per employee. log_* are chosen from the logs; manual_* are edits kept beside
-- them (with who and why); the figures are computed from the effective punch (manual, else log).
CREATE TABLE daily_time_records (
  id bigserial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  record_date date NOT NULL,
  work_schedule_id integer REFERENCES work_schedules (id),
  day_type text NOT NULL,
  log_am_in time(0),
  log_am_out time(0),
  log_pm_in time(0),
  log_pm_out time(0),
  manual_am_in time(0),
  manual_am_out time(0),
  manual_pm_in time(0),
  manual_pm_out time(0),
  is_travel boolean NOT NULL DEFAULT false,
  overtime_authorized boolean NOT NULL DEFAULT false,
  tardy_minutes integer NOT NULL DEFAULT 0,
  undertime_minutes integer NOT NULL DEFAULT 0,
  overtime_minutes integer NOT NULL DEFAULT 0,
  absent_days numeric(3, 1) NOT NULL DEFAULT 0,
  remarks text NOT NULL DEFAULT '',
  manual_reason text,
  manual_by integer REFERENCES users (id),
  manual_at timestamptz,
  computed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (employee_id, record_date)
);
CREATE INDEX daily_time_records_date ON daily_time_records (record_date);

-- Every manual edit, old and new, so the history of a day reads as a list.
CREATE TABLE dtr_manual_edits (
  id bigserial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  record_date date NOT NULL,
  source text NOT NULL CHECK (source IN ('manual', 'correction')),
  correction_request_id integer,
  old_values jsonb NOT NULL,
  new_values jsonb NOT NULL,
  reason text NOT NULL,
  edited_by integer REFERENCES users (id),
  edited_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dtr_manual_edits_date ON dtr_manual_edits (edited_at);
CREATE INDEX dtr_manual_edits_employee ON dtr_manual_edits (employee_id, record_date);

-- An employee's own correction, approved by their department. Status: Approval (Pending 0,
-- Approved 1, Disapproved 2).
CREATE TABLE dtr_correction_requests (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  record_date date NOT NULL,
  am_in time(0),
  am_out time(0),
  pm_in time(0),
  pm_out time(0),
  reason text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  requested_by integer REFERENCES users (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  decision_remarks text
);
CREATE INDEX dtr_correction_requests_employee ON dtr_correction_requests (employee_id, record_date);
CREATE UNIQUE INDEX dtr_correction_requests_one_pending ON dtr_correction_requests (employee_id, record_date) WHERE status = 0;

-- Failed and successful look-ups of the public /request page, for its rate limit.
CREATE TABLE dtr_public_lookups (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  ip_address text NOT NULL,
  employee_key text NOT NULL,
  succeeded boolean NOT NULL
);
CREATE INDEX dtr_public_lookups_ip ON dtr_public_lookups (ip_address, at);
CREATE INDEX dtr_public_lookups_employee ON dtr_public_lookups (employee_key, at);
