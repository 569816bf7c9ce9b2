-- One approval engine for every document with an approver or signatory
-- (docs/decisions/014-approval-engine-and-separation-of-duties.md): signatory types, a chain of
-- steps per document type, requests with their current step, and every decision.

-- The titles a signatory signs under on a document (Approver, Recommender, Payroll Checker, ...).
CREATE TABLE signatory_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX signatory_types_name_key ON signatory_types (lower(name));

INSERT INTO signatory_types (name, description) VALUES
  ('Prepared by', 'Prepares the document'),
  ('Checked by', 'Checks the document before it is recommended'),
  ('Recommender', 'Recommends approval'),
  ('Auditor', 'Audits the document'),
  ('Approver', 'Approves the document'),
  ('Payroll Checker', 'Payroll sign-off: checks the payroll'),
  ('Payroll Recommender', 'Payroll sign-off: recommends the payroll'),
  ('Payroll Auditor', 'Payroll sign-off: audits the payroll'),
  ('Payroll Approver', 'Payroll sign-off: approves the payroll');

-- Document types that go through approval. A module adds its rows (and the default chain) in its
-- own migration and registers the code's handler in its routes.
CREATE TABLE approval_document_types (
  code text PRIMARY KEY,
  name text NOT NULL,
  module text NOT NULL,
  -- The screen where the document is decided (My work links there).
  link text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The chain: ordered steps; each step is signed under a signatory type by any one of its members
-- (or, with all_must_sign, by every named user).
CREATE TABLE approval_chain_steps (
  id serial PRIMARY KEY,
  document_type text NOT NULL REFERENCES approval_document_types (code),
  seq smallint NOT NULL CHECK (seq >= 1),
  signatory_type_id integer NOT NULL REFERENCES signatory_types (id),
  all_must_sign boolean NOT NULL DEFAULT false,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Deferred so a reorder can swap numbers inside one statement's transaction.
  CONSTRAINT approval_chain_steps_seq_key UNIQUE (document_type, seq) DEFERRABLE INITIALLY DEFERRED
);

-- Who may sign a step: holders of a role (optionally only those of the document's department), or
-- a named user. Roles are checked against the catalogue by the API (roles are seeded after
-- migrations, so no foreign key).
CREATE TABLE approval_step_members (
  id serial PRIMARY KEY,
  step_id integer NOT NULL REFERENCES approval_chain_steps (id) ON DELETE CASCADE,
  role text,
  -- A deleted user (never signed in: see user deletion) leaves the chains.
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  own_department boolean NOT NULL DEFAULT false,
  added_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((role IS NULL) <> (user_id IS NULL)),
  CHECK (role IS NOT NULL OR NOT own_department)
);
CREATE UNIQUE INDEX approval_step_members_role ON approval_step_members (step_id, role) WHERE role IS NOT NULL;
CREATE UNIQUE INDEX approval_step_members_user ON approval_step_members (step_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX approval_step_members_user_id ON approval_step_members (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE approval_requests (
  id serial PRIMARY KEY,
  document_type text NOT NULL REFERENCES approval_document_types (code),
  document_id bigint NOT NULL,
  -- What the document is, in a line (lists, My work).
  summary text NOT NULL,
  -- The employee whose record the document is (leave, DTR): that employee's account never decides.
  subject_employee_id integer REFERENCES employees (id),
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Withdrawn')),
  -- The step waiting for a decision (seq of approval_chain_steps); null once closed.
  current_step smallint,
  closed_at timestamptz,
  CHECK ((status = 'Pending') = (current_step IS NOT NULL))
);
-- One open request per document.
CREATE UNIQUE INDEX approval_requests_one_pending ON approval_requests (document_type, document_id) WHERE status = 'Pending';
CREATE INDEX approval_requests_document ON approval_requests (document_type, document_id);
CREATE INDEX approval_requests_waiting ON approval_requests (document_type, current_step) WHERE status = 'Pending';
CREATE INDEX approval_requests_requested_by ON approval_requests (requested_by);

-- The history: submitted, each signature (approve / reject) at its step, withdrawn.
CREATE TABLE approval_decisions (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES approval_requests (id),
  action text NOT NULL CHECK (action IN ('Submitted', 'Approved', 'Rejected', 'Withdrawn')),
  step smallint,
  signatory_type_id integer REFERENCES signatory_types (id),
  decided_by integer NOT NULL REFERENCES users (id),
  decided_at timestamptz NOT NULL DEFAULT now(),
  remarks text,
  CHECK ((action IN ('Approved', 'Rejected')) = (step IS NOT NULL))
);
CREATE INDEX approval_decisions_request ON approval_decisions (request_id, id);
-- A person signs a request once, whatever the step (a checker does not also approve).
CREATE UNIQUE INDEX approval_decisions_one_signature ON approval_decisions (request_id, decided_by)
  WHERE action IN ('Approved', 'Rejected');
