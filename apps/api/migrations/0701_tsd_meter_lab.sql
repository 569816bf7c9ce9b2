-- The kWh meter laboratory (docs/decisions/080): meters received before calibration (the
-- warehouse's MeterPreCalibrates: new, in-service sample, complaint, pulled out) and their
-- calibration tests (MeterOnCalibrates) judged by date-effective weights and tolerances.

CREATE TABLE tsd_meter_limits (
  effective_from date PRIMARY KEY,
  light_load_weight numeric(5, 2) NOT NULL CHECK (light_load_weight >= 0),
  full_load_weight numeric(5, 2) NOT NULL CHECK (full_load_weight >= 0),
  acceptance_tolerance_pct numeric(5, 3) NOT NULL CHECK (acceptance_tolerance_pct > 0),
  in_service_tolerance_pct numeric(5, 3) NOT NULL CHECK (in_service_tolerance_pct > 0),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (light_load_weight + full_load_weight > 0)
);
-- Weighted average (light + 4 × full) / 5 (DOMAIN.md 4.1, a US rule: GUESS for ERB 95-21);
-- ±0.5% for new meters (ERC 2008 draft: verify), ±2% in service (no Philippine text found).
INSERT INTO tsd_meter_limits VALUES ('2000-01-01', 1, 4, 0.5, 2.0, NULL, now());

CREATE TABLE tsd_meter_receipts (
  id serial PRIMARY KEY,
  receipt_no text NOT NULL UNIQUE,
  serial_no text NOT NULL,
  brand text NOT NULL,
  meter_class text NOT NULL,
  meter_type text NOT NULL CHECK (meter_type IN ('Primary', 'SecondaryCtRated', 'SecondarySelfContained')),
  shape text NOT NULL CHECK (shape IN ('Round', 'Square')),
  reason text NOT NULL CHECK (reason IN ('New', 'InServiceSample', 'Complaint', 'PulledOut')),
  received_on date NOT NULL,
  account_no text,
  last_reading numeric(12, 2),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tsd_meter_receipts_serial ON tsd_meter_receipts (lower(serial_no) text_pattern_ops);
CREATE INDEX tsd_meter_receipts_received ON tsd_meter_receipts (received_on DESC, id DESC);

CREATE TABLE tsd_meter_calibrations (
  id serial PRIMARY KEY,
  receipt_id integer NOT NULL UNIQUE REFERENCES tsd_meter_receipts (id),
  batch_no text,
  tested_on date NOT NULL,
  light_load_error numeric(7, 3) NOT NULL,
  full_load_error numeric(7, 3) NOT NULL,
  power_factor_error numeric(7, 3) NOT NULL,
  average_error numeric(7, 3) NOT NULL,
  tolerance_pct numeric(5, 3) NOT NULL,
  result text NOT NULL CHECK (result IN ('Passed', 'Failed')),
  fast boolean NOT NULL,
  seal_no text,
  erc_seal_no text,
  tester_name text NOT NULL,
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tsd_meter_calibrations_tested ON tsd_meter_calibrations (tested_on DESC, id DESC);
