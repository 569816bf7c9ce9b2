-- IT help desk (CPD): tickets from every staff member to the IT personnel, comments both ways,
-- resolution confirmed by the requester, response and resolution targets per priority; and the
-- IT equipment inventory with its accountable employees' history (decision 100).
CREATE TABLE it_equipment (
  id serial PRIMARY KEY,
  property_no text NOT NULL UNIQUE,
  kind text NOT NULL,
  brand_model text NOT NULL,
  specs text,
  serial_no text,
  acquisition_date date,
  acquisition_cost numeric(14, 2) NOT NULL DEFAULT 0 CHECK (acquisition_cost >= 0),
  condition text NOT NULL DEFAULT 'Good' CHECK (condition IN ('Good', 'Fair', 'Poor', 'ForRepair')),
  location text,
  accountable_employee_id integer REFERENCES employees (id),
  -- Disposed equipment is kept with its reason, never deleted.
  status text NOT NULL DEFAULT 'InUse' CHECK (status IN ('InUse', 'Spare', 'Disposed')),
  disposed_at date,
  disposal_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who was accountable for a piece of equipment, from when to when (the ownership history).
CREATE TABLE it_equipment_owners (
  id serial PRIMARY KEY,
  equipment_id integer NOT NULL REFERENCES it_equipment (id),
  employee_id integer NOT NULL REFERENCES employees (id),
  from_date date NOT NULL,
  to_date date,
  remarks text,
  assigned_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX it_equipment_owners_current ON it_equipment_owners (equipment_id) WHERE to_date IS NULL;

CREATE TABLE it_helpdesk_targets (
  priority text PRIMARY KEY CHECK (priority IN ('Critical', 'High', 'Normal', 'Low')),
  response_minutes integer NOT NULL CHECK (response_minutes > 0),
  resolution_minutes integer NOT NULL CHECK (resolution_minutes > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO it_helpdesk_targets (priority, response_minutes, resolution_minutes) VALUES
  ('Critical', 30, 240),
  ('High', 60, 480),
  ('Normal', 240, 1440),
  ('Low', 480, 4320);

CREATE TABLE it_tickets (
  id serial PRIMARY KEY,
  ticket_no text NOT NULL UNIQUE,
  requester_id integer NOT NULL REFERENCES users (id),
  category text NOT NULL CHECK (category IN ('Hardware', 'Software', 'Network', 'Email', 'Printer', 'Account', 'Other')),
  priority text NOT NULL REFERENCES it_helpdesk_targets (priority),
  subject text NOT NULL,
  description text NOT NULL,
  equipment_id integer REFERENCES it_equipment (id),
  status text NOT NULL DEFAULT 'Open'
    CHECK (status IN ('Open', 'Assigned', 'InProgress', 'Resolved', 'Closed', 'Cancelled')),
  assigned_to integer REFERENCES users (id),
  resolution text,
  created_at timestamptz NOT NULL DEFAULT now(),
  first_response_at timestamptz,
  resolved_at timestamptz,
  closed_at timestamptz
);
CREATE INDEX it_tickets_requester ON it_tickets (requester_id, created_at);
CREATE INDEX it_tickets_status ON it_tickets (status, created_at);

CREATE TABLE it_ticket_comments (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES it_tickets (id),
  author_id integer NOT NULL REFERENCES users (id),
  -- A comment typed by someone, or the line a change of the ticket leaves (assigned, resolved ...).
  kind text NOT NULL CHECK (kind IN ('Comment', 'Event')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX it_ticket_comments_ticket ON it_ticket_comments (ticket_id, id);
