-- OGM documents (decision 101): memoranda, policies and board resolutions uploaded by
-- CoopDocumentUploader, approved through the approval engine (CoopDocumentApprover) and published
-- to all staff or to departments; every version kept; who read which version.
CREATE TABLE documents (
  id serial PRIMARY KEY,
  document_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('Memorandum', 'Policy', 'BoardResolution', 'Other')),
  title text NOT NULL,
  summary text,
  audience text NOT NULL CHECK (audience IN ('All', 'Departments')),
  -- The approval state of the latest version; readers see the published version meanwhile.
  status text NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Pending', 'Published', 'Disapproved', 'Withdrawn')),
  current_version integer NOT NULL DEFAULT 1,
  published_version integer,
  published_at timestamptz,
  uploaded_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_published ON documents (published_at DESC) WHERE published_version IS NOT NULL;

CREATE TABLE document_departments (
  document_id integer NOT NULL REFERENCES documents (id),
  department_id integer NOT NULL REFERENCES departments (id),
  PRIMARY KEY (document_id, department_id)
);
CREATE INDEX document_departments_department ON document_departments (department_id);

-- Every version is kept with its file; a version is never replaced.
CREATE TABLE document_versions (
  id serial PRIMARY KEY,
  document_id integer NOT NULL REFERENCES documents (id),
  version integer NOT NULL CHECK (version > 0),
  file_id uuid NOT NULL REFERENCES stored_files (id),
  note text,
  uploaded_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  UNIQUE (document_id, version)
);

CREATE TABLE document_reads (
  document_id integer NOT NULL REFERENCES documents (id),
  version integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, version, user_id)
);

INSERT INTO approval_document_types (code, name, module, link)
VALUES ('ogm.document', 'Document', 'ogm', '/ogm/documents');

-- Default chain: one step, Approver: CoopDocumentApprover (nobody approves their own upload:
-- the engine refuses the requester). Administrators change it at /admin/signatories.
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'ogm.document', 1, id FROM signatory_types WHERE name = 'Approver';
INSERT INTO approval_step_members (step_id, role, own_department)
SELECT id, 'CoopDocumentApprover', false FROM approval_chain_steps
WHERE document_type = 'ogm.document' AND seq = 1;
