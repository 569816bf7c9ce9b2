-- Data privacy (decision 101): versioned agreement texts every user accepts at sign-in, who
-- accepted which version and when, the log of access to sensitive personal data, and the breach
-- register with its 72-hour notification deadline.
CREATE TABLE privacy_agreements (
  version integer PRIMARY KEY CHECK (version > 0),
  title text NOT NULL,
  body text NOT NULL,
  published_by integer NOT NULL REFERENCES users (id),
  published_at timestamptz NOT NULL DEFAULT now()
);

-- An acceptance is kept forever (who accepted what, and when); never edited.
CREATE TABLE privacy_agreement_acceptances (
  user_id integer NOT NULL REFERENCES users (id),
  version integer NOT NULL REFERENCES privacy_agreements (version),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  ip_address text,
  PRIMARY KEY (user_id, version)
);
CREATE INDEX privacy_agreement_acceptances_version ON privacy_agreement_acceptances (version, accepted_at);

-- The version a session must accept before anything else (set at sign-in when the user has not
-- accepted the current version; cleared by the acceptance). A session opened before a new
-- version keeps working: the new version is asked at the next sign-in.
ALTER TABLE sessions ADD COLUMN agreement_due integer REFERENCES privacy_agreements (version);

CREATE TABLE sensitive_data_access_log (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('GovernmentNumbers', 'Payslip', 'EmployeeRecord')),
  -- Whose data was read: the employee's id (employees.id) when known.
  subject_employee_id integer REFERENCES employees (id),
  detail text NOT NULL,
  ip_address text,
  accessed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sensitive_data_access_log_time ON sensitive_data_access_log (accessed_at DESC, id DESC);

CREATE TABLE privacy_breaches (
  id serial PRIMARY KEY,
  breach_no text NOT NULL UNIQUE,
  discovered_at timestamptz NOT NULL,
  description text NOT NULL,
  data_involved text NOT NULL,
  subjects_affected integer NOT NULL CHECK (subjects_affected >= 0),
  measures text,
  -- The NPC and the data subjects are notified within 72 hours of discovery (RA 10173, NPC
  -- Circular 16-03); the register shows the deadline and whether it was met.
  commission_notified_at timestamptz,
  subjects_notified_at timestamptz,
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Closed')),
  recorded_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
