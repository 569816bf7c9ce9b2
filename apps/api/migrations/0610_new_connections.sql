-- Member services: new connection applications (NCA) with their documents checklist and stages,
-- the pre-membership seminar (PMS) and its attendance, and the PUE inspection record with photos
-- (docs/decisions/071-new-connections-and-inspections.md).

CREATE TABLE msd_pms_seminars (
  id serial PRIMARY KEY,
  seminar_date date NOT NULL,
  start_time text NOT NULL CHECK (start_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  venue text NOT NULL,
  branch_code integer NOT NULL REFERENCES branches (code),
  facilitator text,
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 1000),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX msd_pms_seminars_date ON msd_pms_seminars (seminar_date DESC, id DESC);

CREATE TABLE msd_connection_applications (
  id serial PRIMARY KEY,
  application_no text NOT NULL UNIQUE,
  applicant_type text NOT NULL CHECK (applicant_type IN ('Single', 'Joint', 'Juridical')),
  capacity text NOT NULL CHECK (capacity IN ('Owner', 'Successor', 'AuthorizedRepresentative', 'Tenant', 'InformalSettler', 'Other')),
  -- The name kinds: ApplicationName always; SpouseName for a joint application; JuridicalName for
  -- a juridical one (the applicant name is then its authorized representative).
  applicant_name text NOT NULL,
  spouse_name text,
  juridical_name text,
  contact_no text,
  branch_code integer NOT NULL REFERENCES branches (code),
  town text,
  barangay text NOT NULL,
  address text NOT NULL,
  location_type text NOT NULL
    CHECK (location_type IN ('Residential', 'Commercial', 'Industrial', 'PublicBuilding', 'StreetLight')),
  load_kw numeric(10, 2) NOT NULL CHECK (load_kw > 0),
  -- Codes of the documents received (compute/documents.ts lists those each type and capacity need).
  documents text[] NOT NULL DEFAULT '{}',
  pms_seminar_id integer REFERENCES msd_pms_seminars (id),
  pms_attended_at timestamptz,
  stage text NOT NULL DEFAULT 'ForInspection'
    CHECK (stage IN ('ForInspection', 'ForEvaluation', 'ForPayment', 'ForInstalling', 'Accomplished')),
  stage_since timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((applicant_type = 'Joint') = (spouse_name IS NOT NULL)),
  CHECK ((applicant_type = 'Juridical') = (juridical_name IS NOT NULL)),
  CHECK (pms_attended_at IS NULL OR pms_seminar_id IS NOT NULL)
);
CREATE INDEX msd_connection_applications_created ON msd_connection_applications (created_at DESC, id DESC);
CREATE INDEX msd_connection_applications_stage ON msd_connection_applications (stage, created_at);
CREATE INDEX msd_connection_applications_pms ON msd_connection_applications (pms_seminar_id);
CREATE INDEX msd_connection_applications_search_no ON msd_connection_applications (lower(application_no) text_pattern_ops);
CREATE INDEX msd_connection_applications_search_name ON msd_connection_applications (lower(applicant_name) text_pattern_ops);

-- The timeline: one row per stage entered (append-only); the time in each stage is the gap to the next.
CREATE TABLE msd_connection_application_stages (
  id bigserial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES msd_connection_applications (id),
  stage text NOT NULL,
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX msd_connection_application_stages_application ON msd_connection_application_stages (application_id, id);
SELECT protect_posted_records('msd_connection_application_stages');

-- PUE inspections: each visit is a record (append-only); a pass moves the application to For Evaluation.
CREATE TABLE msd_connection_inspections (
  id serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES msd_connection_applications (id),
  inspected_on date NOT NULL,
  inspector_id integer NOT NULL REFERENCES users (id),
  result text NOT NULL CHECK (result IN ('Passed', 'ReInspect')),
  main_breaker_amperes integer CHECK (main_breaker_amperes BETWEEN 1 AND 4000),
  branch_circuits integer CHECK (branch_circuits BETWEEN 0 AND 200),
  service_entrance text,
  pole_type text CHECK (pole_type IN ('GI', 'Concrete', 'Hardwood')),
  pole_count integer CHECK (pole_count BETWEEN 0 AND 100),
  pole_height_ft numeric(6, 2),
  pole_number text,
  wire_size text,
  wire_length_m numeric(8, 2),
  building_latitude numeric(10, 7),
  building_longitude numeric(10, 7),
  pole_latitude numeric(10, 7),
  pole_longitude numeric(10, 7),
  seal_reason text CHECK (seal_reason IN ('WithPlasticSeal', 'NoCover', 'ReconnectToLineSide', 'OtherReason')),
  electrician_name text,
  electrician_licence_no text,
  electrician_licence_valid_until date,
  findings text,
  reinspect_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (result = 'Passed' OR reinspect_on IS NOT NULL)
);
CREATE INDEX msd_connection_inspections_application ON msd_connection_inspections (application_id, id);
CREATE INDEX msd_connection_inspections_date ON msd_connection_inspections (inspected_on DESC, id DESC);
SELECT protect_posted_records('msd_connection_inspections');

CREATE TABLE msd_connection_inspection_photos (
  id serial PRIMARY KEY,
  inspection_id integer NOT NULL REFERENCES msd_connection_inspections (id),
  file_id uuid NOT NULL REFERENCES stored_files (id),
  file_kind smallint NOT NULL,
  description text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX msd_connection_inspection_photos_inspection ON msd_connection_inspection_photos (inspection_id, id);
