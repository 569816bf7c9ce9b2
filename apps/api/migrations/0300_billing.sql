-- Billing: meter readers, routes, consumers, bill months, rates, readings, bills with their
-- lines, the consumer ledger, adjustments and cancellations (docs/decisions/040-049).

CREATE TABLE billing_meter_readers (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id),
  name text NOT NULL,
  branch_code integer NOT NULL REFERENCES branches (code),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE billing_routes (
  id serial PRIMARY KEY,
  branch_code integer NOT NULL REFERENCES branches (code),
  code text NOT NULL,
  name text NOT NULL,
  meter_reader_id integer REFERENCES billing_meter_readers (id),
  reading_day smallint NOT NULL DEFAULT 1 CHECK (reading_day BETWEEN 1 AND 28),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (branch_code, code)
);

CREATE TABLE billing_consumers (
  id serial PRIMARY KEY,
  account_no text NOT NULL UNIQUE,
  branch_code integer NOT NULL REFERENCES branches (code),
  name text NOT NULL,
  town text NOT NULL,
  barangay text NOT NULL,
  address text,
  consumer_class char(1) NOT NULL CHECK (consumer_class IN ('R', 'C', 'I', 'P', 'S', 'L')),
  account_status smallint NOT NULL DEFAULT 1 CHECK (account_status IN (0, 1, 2)),
  meter_serial text,
  meter_brand text,
  multiplier numeric(12, 4) NOT NULL DEFAULT 1 CHECK (multiplier > 0),
  meter_shape smallint CHECK (meter_shape IN (0, 1)),
  initial_reading numeric(14, 2) NOT NULL DEFAULT 0,
  route_id integer REFERENCES billing_routes (id),
  sequence integer,
  latitude numeric(9, 6) CHECK (latitude BETWEEN -90 AND 90),
  longitude numeric(9, 6) CHECK (longitude BETWEEN -180 AND 180),
  is_lifeliner boolean NOT NULL DEFAULT false,
  is_senior_citizen boolean NOT NULL DEFAULT false,
  deposit numeric(14, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Search is by prefix of account number, name (stored 'LAST, FIRST') or meter serial.
CREATE INDEX billing_consumers_account_prefix ON billing_consumers (lower(account_no) text_pattern_ops);
CREATE INDEX billing_consumers_name_prefix ON billing_consumers (lower(name) text_pattern_ops);
CREATE INDEX billing_consumers_meter_prefix ON billing_consumers (lower(meter_serial) text_pattern_ops);
CREATE INDEX billing_consumers_route ON billing_consumers (route_id, sequence);
CREATE INDEX billing_consumers_branch ON billing_consumers (branch_code, consumer_class);
-- Near-by: a bounding box on this index, then the exact distance.
CREATE INDEX billing_consumers_location ON billing_consumers (latitude, longitude) WHERE latitude IS NOT NULL;

CREATE TABLE billing_bill_months (
  id serial PRIMARY KEY,
  period text NOT NULL UNIQUE CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  reading_date date NOT NULL,
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Closed')),
  vat_percent numeric(9, 6) NOT NULL DEFAULT 12,
  senior_discount_percent numeric(9, 6) NOT NULL DEFAULT 5,
  senior_max_kwh numeric(14, 2) NOT NULL DEFAULT 100,
  closed_at timestamptz,
  closed_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (due_date >= reading_date)
);

CREATE TABLE billing_lifeline_tiers (
  bill_month_id integer NOT NULL REFERENCES billing_bill_months (id),
  min_kwh numeric(14, 2) NOT NULL,
  max_kwh numeric(14, 2) NOT NULL,
  discount_percent numeric(9, 6) NOT NULL CHECK (discount_percent BETWEEN 0 AND 100),
  PRIMARY KEY (bill_month_id, min_kwh),
  CHECK (max_kwh >= min_kwh)
);

CREATE TABLE billing_rate_headers (
  id serial PRIMARY KEY,
  bill_month_id integer NOT NULL REFERENCES billing_bill_months (id),
  consumer_class char(1) NOT NULL CHECK (consumer_class IN ('R', 'C', 'I', 'P', 'S', 'L')),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bill_month_id, consumer_class)
);

CREATE TABLE billing_rate_components (
  header_id integer NOT NULL REFERENCES billing_rate_headers (id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  unit text NOT NULL CHECK (unit IN ('kWh', 'customer', 'meter', 'kW', 'percent')),
  rate numeric(16, 6) NOT NULL,
  vatable boolean NOT NULL,
  discountable boolean NOT NULL,
  lifeline_subsidy boolean NOT NULL DEFAULT false,
  sort_order smallint NOT NULL,
  PRIMARY KEY (header_id, code)
);

CREATE TABLE billing_reading_uploads (
  id serial PRIMARY KEY,
  bill_month_id integer NOT NULL REFERENCES billing_bill_months (id),
  file_name text NOT NULL,
  file_sha256 text NOT NULL,
  total_lines integer NOT NULL,
  accepted integer NOT NULL,
  unchanged integer NOT NULL,
  failed integer NOT NULL,
  uploaded_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bill_month_id, file_sha256)
);

CREATE TABLE billing_reading_upload_failures (
  upload_id integer NOT NULL REFERENCES billing_reading_uploads (id),
  line_no integer NOT NULL,
  account_no text,
  line_text text,
  reason text NOT NULL,
  PRIMARY KEY (upload_id, line_no)
);

CREATE TABLE billing_meter_readings (
  id bigserial PRIMARY KEY,
  consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  bill_month_id integer NOT NULL REFERENCES billing_bill_months (id),
  previous_reading numeric(14, 2) NOT NULL,
  present_reading numeric(14, 2) NOT NULL,
  old_meter_final numeric(14, 2),
  new_meter_initial numeric(14, 2),
  demand_kw numeric(14, 3),
  remark smallint CHECK (remark BETWEEN 0 AND 11),
  read_on date,
  source text NOT NULL CHECK (source IN ('upload', 'entry', 'demo')),
  upload_id integer REFERENCES billing_reading_uploads (id),
  entered_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer_id, bill_month_id)
);
CREATE INDEX billing_meter_readings_month ON billing_meter_readings (bill_month_id);

CREATE TABLE billing_bills (
  id bigserial PRIMARY KEY,
  bill_no text NOT NULL UNIQUE,
  consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  bill_month_id integer NOT NULL REFERENCES billing_bill_months (id),
  branch_code integer NOT NULL REFERENCES branches (code),
  route_id integer REFERENCES billing_routes (id),
  consumer_class char(1) NOT NULL,
  reading_id bigint REFERENCES billing_meter_readings (id),
  previous_reading numeric(14, 2) NOT NULL,
  present_reading numeric(14, 2) NOT NULL,
  multiplier numeric(12, 4) NOT NULL,
  kwh numeric(16, 2) NOT NULL,
  demand_kw numeric(14, 3),
  total_amount numeric(14, 2) NOT NULL,
  due_date date NOT NULL,
  kind text NOT NULL DEFAULT 'Regular' CHECK (kind IN ('Regular', 'Corrected')),
  adjusts_bill_id bigint REFERENCES billing_bills (id),
  status text NOT NULL DEFAULT 'Posted' CHECK (status IN ('Posted', 'Adjusted', 'Cancelled')),
  job_id uuid,
  computed_by integer REFERENCES users (id),
  computed_at timestamptz NOT NULL DEFAULT now()
);
-- One standing bill per consumer and month: computing again finds it and posts nothing.
CREATE UNIQUE INDEX billing_bills_one_per_month ON billing_bills (consumer_id, bill_month_id) WHERE status = 'Posted';
CREATE INDEX billing_bills_month ON billing_bills (bill_month_id, branch_code, route_id);
CREATE INDEX billing_bills_consumer ON billing_bills (consumer_id, bill_month_id);

CREATE TABLE billing_bill_lines (
  bill_id bigint NOT NULL REFERENCES billing_bills (id),
  seq smallint NOT NULL,
  code text NOT NULL,
  description text NOT NULL,
  line_kind text NOT NULL CHECK (line_kind IN ('charge', 'discount', 'vat')),
  quantity numeric(16, 3),
  rate numeric(16, 6),
  amount numeric(14, 2) NOT NULL,
  PRIMARY KEY (bill_id, seq)
);

CREATE TABLE billing_ledger_entries (
  id bigserial PRIMARY KEY,
  consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  bill_month_id integer REFERENCES billing_bill_months (id),
  bill_id bigint REFERENCES billing_bills (id),
  entry_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Bill', 'AdjustmentReversal', 'AdjustmentCorrection', 'Cancellation', 'Payment')),
  reference text NOT NULL,
  debit numeric(14, 2) NOT NULL DEFAULT 0,
  credit numeric(14, 2) NOT NULL DEFAULT 0,
  reason text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_ledger_consumer ON billing_ledger_entries (consumer_id, id);

CREATE TABLE billing_adjustments (
  id serial PRIMARY KEY,
  original_bill_id bigint NOT NULL REFERENCES billing_bills (id),
  corrected_bill_id bigint NOT NULL REFERENCES billing_bills (id),
  reason text NOT NULL,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE billing_cancellation_approvers (
  user_id integer PRIMARY KEY REFERENCES users (id),
  added_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE billing_cancellations (
  id serial PRIMARY KEY,
  bill_id bigint NOT NULL REFERENCES billing_bills (id),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  reason text NOT NULL,
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  decision_remarks text
);
CREATE UNIQUE INDEX billing_cancellations_one_pending ON billing_cancellations (bill_id) WHERE status = 'Pending';
