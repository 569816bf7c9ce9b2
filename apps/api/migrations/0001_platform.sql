-- Platform: reference data, accounts, sessions, audit trail, jobs, files, numbering,
-- idempotency keys and the mail outbox. Later modules add their own numbered files.

CREATE TABLE branches (
  code integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE departments (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  name text PRIMARY KEY
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  full_name text NOT NULL,
  email text,
  department_id integer REFERENCES departments (id),
  branch_code integer REFERENCES branches (code),
  password_hash text NOT NULL,
  must_change_password boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  last_login_at timestamptz,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_full_name ON users (lower(full_name));

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL REFERENCES roles (name),
  PRIMARY KEY (user_id, role)
);
CREATE INDEX user_roles_role ON user_roles (role);

-- Only a hash of the session id is kept, so a copy of this table cannot be used to sign in.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  username_key text NOT NULL,
  ip_address text NOT NULL,
  succeeded boolean NOT NULL
);
CREATE INDEX login_attempts_user ON login_attempts (username_key, at);
CREATE INDEX login_attempts_ip ON login_attempts (ip_address, at);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE fiscal_years (
  id serial PRIMARY KEY,
  year integer NOT NULL UNIQUE,
  name text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  is_active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > start_date)
);
-- One active fiscal year at a time.
CREATE UNIQUE INDEX fiscal_years_one_active ON fiscal_years ((true)) WHERE is_active;

-- Append-only; each row's hash covers its content and the previous row's hash.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_user_id integer,
  actor_name text,
  ip_address text,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  old_values jsonb,
  new_values jsonb,
  prev_hash text,
  hash text NOT NULL
);
CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id, id);
CREATE INDEX audit_log_actor ON audit_log (actor_user_id);

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  progress_done integer NOT NULL DEFAULT 0,
  progress_total integer,
  messages jsonb NOT NULL DEFAULT '[]'::jsonb,
  result jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX jobs_ready ON jobs (status, run_after);

CREATE TABLE stored_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key text NOT NULL UNIQUE,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE document_series (
  series text NOT NULL,
  scope text NOT NULL,
  last_value bigint NOT NULL,
  PRIMARY KEY (series, scope)
);

CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (id),
  result jsonb,
  PRIMARY KEY (scope, key)
);

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz,
  error text
);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

-- The person behind an account. HR's module owns and extends this record; the platform needs
-- the link to a user, the numbers shown in 'Your Account', and what time and leave read.
CREATE TABLE employees (
  id serial PRIMARY KEY,
  employee_id text NOT NULL UNIQUE,
  user_id integer UNIQUE REFERENCES users (id),
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  suffix text,
  birth_date date,
  gender text CHECK (gender IN ('F', 'M')),
  civil_status text CHECK (civil_status IN ('SINGLE', 'MARRIED', 'WIDOWED', 'SEPARATED')),
  department_id integer REFERENCES departments (id),
  branch_code integer REFERENCES branches (code),
  position text,
  employment_type smallint CHECK (employment_type BETWEEN 1 AND 7),
  employee_status smallint NOT NULL DEFAULT 1 CHECK (employee_status BETWEEN 1 AND 6),
  date_hired date,
  date_regularized date,
  date_separated date,
  biometric_user_id text UNIQUE,
  sss_no text,
  pag_ibig_no text,
  phil_health_no text,
  hmo_no text,
  tin_no text,
  photo_file_id uuid REFERENCES stored_files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employees_department ON employees (department_id);
CREATE INDEX employees_names ON employees (lower(last_name), lower(first_name));
