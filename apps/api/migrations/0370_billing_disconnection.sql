-- Disconnection for non-payment and field findings (docs/decisions/111).
-- No foreign key to collection's tables: they are made by later migrations (0400); the
-- reconnection fee's non-power bill is referred to by id only.

-- When a consumer is past due enough to be noticed: date-effective (the row in force on a date is
-- the latest effective_from on or before it).
CREATE TABLE billing_disconnection_thresholds (
  id serial PRIMARY KEY,
  effective_from date NOT NULL UNIQUE,
  min_arrears numeric(14, 2) NOT NULL CHECK (min_arrears > 0),
  min_days_past_due integer NOT NULL CHECK (min_days_past_due BETWEEN 0 AND 3650),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- GUESS (to be confirmed by the board): P100 past due for 5 days or more.
INSERT INTO billing_disconnection_thresholds (effective_from, min_arrears, min_days_past_due)
VALUES ('2000-01-01', 100, 5);

-- The 48-hour written notice: printed, then served (date and time, to whom).
CREATE TABLE billing_disconnection_notices (
  id serial PRIMARY KEY,
  notice_no text NOT NULL UNIQUE,
  consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  arrears numeric(14, 2) NOT NULL,
  oldest_due_date date NOT NULL,
  status text NOT NULL DEFAULT 'Printed' CHECK (status IN ('Printed', 'Served', 'Ordered', 'Settled')),
  printed_at timestamptz NOT NULL DEFAULT now(),
  printed_by integer REFERENCES users (id),
  served_at timestamptz,
  served_to text,
  served_by integer REFERENCES users (id),
  CHECK ((status = 'Printed') = (served_at IS NULL) OR status = 'Settled')
);
-- One open notice per consumer.
CREATE UNIQUE INDEX billing_disconnection_notices_open ON billing_disconnection_notices (consumer_id)
  WHERE status IN ('Printed', 'Served');

-- Disconnection and reconnection orders: assigned to a crew, executed with the evidence.
CREATE TABLE billing_field_orders (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('Disconnection', 'Reconnection')),
  consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  notice_id integer REFERENCES billing_disconnection_notices (id),
  disconnection_id integer REFERENCES billing_field_orders (id),
  arrears numeric(14, 2) NOT NULL DEFAULT 0,
  fee_bill_id integer,
  payment_id integer,
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Assigned', 'Executed', 'Cancelled')),
  crew text,
  assigned_at timestamptz,
  assigned_by integer REFERENCES users (id),
  executed_at timestamptz,
  executed_by integer REFERENCES users (id),
  reading numeric(12, 2),
  seal_no text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  accuracy_m numeric(8, 1),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'Disconnection') = (notice_id IS NOT NULL)),
  CHECK ((kind = 'Reconnection') = (disconnection_id IS NOT NULL)),
  CHECK (status <> 'Executed' OR (executed_at IS NOT NULL AND reading IS NOT NULL AND latitude IS NOT NULL))
);
-- A notice orders one disconnection; a disconnection is reconnected once.
CREATE UNIQUE INDEX billing_field_orders_notice ON billing_field_orders (notice_id) WHERE status <> 'Cancelled';
CREATE UNIQUE INDEX billing_field_orders_reconnection ON billing_field_orders (disconnection_id);
CREATE INDEX billing_field_orders_consumer ON billing_field_orders (consumer_id, kind, status);
CREATE INDEX billing_field_orders_executed ON billing_field_orders (executed_at) WHERE executed_at IS NOT NULL;

-- What a reader or crew found at a meter, reviewed in the office into an action.
CREATE TABLE billing_field_findings (
  id serial PRIMARY KEY,
  finding_no text NOT NULL UNIQUE,
  consumer_id integer REFERENCES billing_consumers (id),
  location_text text,
  kind text NOT NULL CHECK (kind IN ('StopMeter', 'Tampering', 'NoCover', 'BlurredMeter', 'ClosedGate',
    'IllegalConnection', 'NoOccupant', 'Others')),
  remarks text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  accuracy_m numeric(8, 1),
  found_at timestamptz NOT NULL DEFAULT now(),
  found_by integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Reviewed')),
  action text CHECK (action IN ('ServiceRequest', 'ConnectionOrder', 'BillAdjustment', 'MeterChange', 'NoAction')),
  action_reference text,
  review_note text,
  reviewed_by integer REFERENCES users (id),
  reviewed_at timestamptz,
  CHECK (consumer_id IS NOT NULL OR location_text IS NOT NULL),
  CHECK ((status = 'Reviewed') = (action IS NOT NULL AND reviewed_at IS NOT NULL))
);
CREATE INDEX billing_field_findings_status ON billing_field_findings (status, found_at DESC);

-- Photos taken in the field: of a meter at an order's execution, or of a finding.
CREATE TABLE billing_field_photos (
  id serial PRIMARY KEY,
  order_id integer REFERENCES billing_field_orders (id),
  finding_id integer REFERENCES billing_field_findings (id),
  file_id uuid NOT NULL REFERENCES stored_files (id),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((order_id IS NULL) <> (finding_id IS NULL))
);
CREATE INDEX billing_field_photos_order ON billing_field_photos (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX billing_field_photos_finding ON billing_field_photos (finding_id) WHERE finding_id IS NOT NULL;

-- An executed order is evidence: never changed afterwards, even by SQL; a reviewed finding keeps
-- its review.
CREATE FUNCTION billing_field_records_frozen() RETURNS trigger AS $$
BEGIN
  IF OLD.status IN ('Executed', 'Reviewed') THEN
    RAISE EXCEPTION 'posted record % % cannot be changed', TG_TABLE_NAME, OLD.id USING ERRCODE = 'IL409';
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$ LANGUAGE plpgsql;
CREATE TRIGGER billing_field_orders_frozen BEFORE UPDATE OR DELETE ON billing_field_orders
  FOR EACH ROW EXECUTE FUNCTION billing_field_records_frozen();
CREATE TRIGGER billing_field_findings_frozen BEFORE UPDATE OR DELETE ON billing_field_findings
  FOR EACH ROW EXECUTE FUNCTION billing_field_records_frozen();
