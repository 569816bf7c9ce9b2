-- Member services: the service request catalogue (types and subtypes with their NEA complaint
-- category and target time), the clock's office hours, service requests with their history
-- and attachments, and the two-step approval of requests through the approval engine
-- (docs/decisions/070-member-services.md).

CREATE TABLE msd_service_request_types (
  id serial PRIMARY KEY,
  -- A subtype names its type; types have no parent (one level only).
  parent_id integer REFERENCES msd_service_request_types (id),
  code text NOT NULL,
  name text NOT NULL,
  technical boolean NOT NULL DEFAULT false,
  nea_category text NOT NULL,
  target_hours integer NOT NULL CHECK (target_hours BETWEEN 1 AND 8760),
  clock_basis text NOT NULL CHECK (clock_basis IN ('Calendar', 'WorkingHours')),
  requires_approval boolean NOT NULL DEFAULT true,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX msd_service_request_types_code_key ON msd_service_request_types (lower(code));

-- One row: the office hours the working-hours clock counts (Monday to Friday, holidays excepted).
CREATE TABLE msd_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  workday_start text NOT NULL DEFAULT '08:00',
  break_start text NOT NULL DEFAULT '12:00',
  break_end text NOT NULL DEFAULT '13:00',
  workday_end text NOT NULL DEFAULT '17:00',
  saturday_is_workday boolean NOT NULL DEFAULT false,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO msd_settings (id) VALUES (true);

CREATE TABLE msd_service_requests (
  id serial PRIMARY KEY,
  request_no text NOT NULL UNIQUE,
  type_id integer NOT NULL REFERENCES msd_service_request_types (id),
  subtype_id integer REFERENCES msd_service_request_types (id),
  -- Copied from the type (or subtype) when filed: a later change of the catalogue does not move
  -- the target of requests on file.
  nea_category text NOT NULL,
  target_hours integer NOT NULL,
  clock_basis text NOT NULL CHECK (clock_basis IN ('Calendar', 'WorkingHours')),
  consumer_id integer REFERENCES billing_consumers (id),
  account_no text,
  consumer_name text,
  location_type text NOT NULL
    CHECK (location_type IN ('Residential', 'Commercial', 'Industrial', 'PublicBuilding', 'StreetLight')),
  branch_code integer NOT NULL REFERENCES branches (code),
  barangay text,
  address text,
  landmark text,
  latitude numeric(10, 7),
  longitude numeric(10, 7),
  requester_name text NOT NULL,
  contact_no text,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'ForSchedule'
    CHECK (status IN ('ForSchedule', 'Scheduled', 'Accomplished', 'Cancelled')),
  approval_state text NOT NULL CHECK (approval_state IN ('New', 'Pending', 'Approved', 'Rejected')),
  received_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  team_id integer REFERENCES teams (id),
  schedule_date date,
  assigned_at timestamptz,
  dispatched_at timestamptz,
  arrived_at timestamptz,
  accomplished_at timestamptz,
  cancelled_at timestamptz,
  findings text,
  action_taken text,
  materials_used text,
  cancel_reason text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (dispatched_at IS NULL OR dispatched_at >= received_at),
  CHECK (arrived_at IS NULL OR (dispatched_at IS NOT NULL AND arrived_at >= dispatched_at)),
  CHECK (accomplished_at IS NULL OR (arrived_at IS NOT NULL AND accomplished_at >= arrived_at))
);
CREATE INDEX msd_service_requests_received ON msd_service_requests (received_at DESC, id DESC);
CREATE INDEX msd_service_requests_status ON msd_service_requests (status, due_at);
CREATE INDEX msd_service_requests_accomplished ON msd_service_requests (accomplished_at) WHERE accomplished_at IS NOT NULL;
CREATE INDEX msd_service_requests_team ON msd_service_requests (team_id, status);
CREATE INDEX msd_service_requests_branch ON msd_service_requests (branch_code, received_at);
CREATE INDEX msd_service_requests_consumer ON msd_service_requests (consumer_id);
CREATE INDEX msd_service_requests_search_no ON msd_service_requests (lower(request_no) text_pattern_ops);
CREATE INDEX msd_service_requests_search_account ON msd_service_requests (lower(account_no) text_pattern_ops);
CREATE INDEX msd_service_requests_search_name ON msd_service_requests (lower(consumer_name) text_pattern_ops);
CREATE INDEX msd_service_requests_search_requester ON msd_service_requests (lower(requester_name) text_pattern_ops);

-- The request's timeline. Approvals are read from the approval engine's decisions beside it.
CREATE TABLE msd_service_request_history (
  id bigserial PRIMARY KEY,
  service_request_id integer NOT NULL REFERENCES msd_service_requests (id),
  event text NOT NULL,
  details text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX msd_service_request_history_request ON msd_service_request_history (service_request_id, id);
SELECT protect_posted_records('msd_service_request_history');

CREATE TABLE msd_service_request_attachments (
  id serial PRIMARY KEY,
  service_request_id integer NOT NULL REFERENCES msd_service_requests (id),
  file_id uuid NOT NULL REFERENCES stored_files (id),
  file_kind smallint NOT NULL,
  is_finding boolean NOT NULL DEFAULT false,
  description text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX msd_service_request_attachments_request ON msd_service_request_attachments (service_request_id, id);

-- Two approvals (SPEC.md's history events FirstApproval and SecondApproval) through the engine.
INSERT INTO signatory_types (name, description) VALUES
  ('First Approver', 'Service requests: first approval'),
  ('Second Approver', 'Service requests: second approval');

INSERT INTO approval_document_types (code, name, module, link)
VALUES ('msd.service-request', 'Service request', 'msd', '/isd/msd/service-requests?approvalState=Pending');

INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'msd.service-request', 1, id FROM signatory_types WHERE name = 'First Approver';
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'msd.service-request', 2, id FROM signatory_types WHERE name = 'Second Approver';

INSERT INTO approval_step_members (step_id, role)
SELECT id, 'ServiceRequestApprover' FROM approval_chain_steps WHERE document_type = 'msd.service-request';

-- The starting catalogue (the administrator changes it at /admin/service-request-approvers/types):
-- outages are counted round the clock, the rest in working hours.
INSERT INTO msd_service_request_types (code, name, technical, nea_category, target_hours, clock_basis, requires_approval) VALUES
  ('NP', 'No Power', true, '1c', 4, 'Calendar', false),
  ('PQ', 'Power Quality', true, '2a', 24, 'Calendar', false),
  ('SD', 'Service Drop', true, '3c', 24, 'WorkingHours', true),
  ('POLE', 'Pole and Line', true, '4b', 40, 'WorkingHours', true),
  ('KWH', 'kWh Meter', true, '5', 24, 'WorkingHours', true),
  ('RECON', 'Reconnection', true, '6', 8, 'WorkingHours', false),
  ('OTH', 'Other Complaint', false, '6', 40, 'WorkingHours', true);

INSERT INTO msd_service_request_types (parent_id, code, name, technical, nea_category, target_hours, clock_basis, requires_approval)
SELECT p.id, s.code, s.name, true, s.nea, s.hours, s.basis, p.requires_approval
FROM (VALUES
  ('NP', 'NP-PRI', 'Primary line', '1a', 4, 'Calendar'),
  ('NP', 'NP-DT', 'Transformer / secondary line', '1b', 4, 'Calendar'),
  ('NP', 'NP-RES', 'Residence no power', '1c', 4, 'Calendar'),
  ('PQ', 'PQ-LV', 'Low voltage', '2a', 24, 'Calendar'),
  ('PQ', 'PQ-FV', 'Fluctuating voltage', '2b', 24, 'Calendar'),
  ('PQ', 'PQ-LC', 'Loose connection', '2c', 8, 'Calendar'),
  ('SD', 'SD-RR', 'Reroute of service drop', '3a', 24, 'WorkingHours'),
  ('SD', 'SD-CU', 'Change / upgrade of service drop', '3b', 24, 'WorkingHours'),
  ('SD', 'SD-OT', 'Broken, sagging or sparking service drop', '3c', 8, 'Calendar'),
  ('POLE', 'POLE-ROT', 'Rotten pole', '4a', 40, 'WorkingHours'),
  ('POLE', 'POLE-LEAN', 'Leaning pole', '4b', 40, 'WorkingHours'),
  ('POLE', 'POLE-REL', 'Pole relocation', '4c', 80, 'WorkingHours'),
  ('POLE', 'POLE-DT', 'Busted distribution transformer', '4d', 24, 'Calendar'),
  ('KWH', 'KWH-DEF', 'Defective or stopped meter', '5', 24, 'WorkingHours'),
  ('KWH', 'KWH-TEST', 'Meter test request', '5', 40, 'WorkingHours')
) AS s (parent, code, name, nea, hours, basis)
JOIN msd_service_request_types p ON p.code = s.parent;
