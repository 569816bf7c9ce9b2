-- Meter sampling lots (docs/decisions/081): ANSI/ASQ Z1.4 single sampling, normal inspection, as
-- ERC Res. 21 s.2013 asks (acceptance AQL 1.0, in-service General Inspection Level II AQL 2.5,
-- DOMAIN.md 4.1). The standard's tables are data: Table I's sample size code letters for General
-- Inspection Level II by lot size, and Table II-A's plans with the arrows already followed (a code
-- letter whose cell is an arrow carries the sample size and numbers of the plan it points to).
-- And a meter found registering beyond its tolerance asks billing for an adjustment.

CREATE TABLE tsd_aql_code_letters (
  lot_min integer NOT NULL,
  lot_max integer,
  code_letter text PRIMARY KEY
);
INSERT INTO tsd_aql_code_letters VALUES
  (2, 8, 'A'), (9, 15, 'B'), (16, 25, 'C'), (26, 50, 'D'), (51, 90, 'E'), (91, 150, 'F'),
  (151, 280, 'G'), (281, 500, 'H'), (501, 1200, 'J'), (1201, 3200, 'K'), (3201, 10000, 'L'),
  (10001, 35000, 'M'), (35001, 150000, 'N'), (150001, 500000, 'P'), (500001, NULL, 'Q');

CREATE TABLE tsd_aql_plans (
  aql numeric(4, 2) NOT NULL,
  code_letter text NOT NULL,
  sample_size integer NOT NULL CHECK (sample_size > 0),
  accept_no integer NOT NULL CHECK (accept_no >= 0),
  reject_no integer NOT NULL CHECK (reject_no = accept_no + 1),
  PRIMARY KEY (aql, code_letter)
);
-- AQL 1.0: A-D point down to E (13: 0/1); F points up to E; G points down to H.
INSERT INTO tsd_aql_plans VALUES
  (1.0, 'A', 13, 0, 1), (1.0, 'B', 13, 0, 1), (1.0, 'C', 13, 0, 1), (1.0, 'D', 13, 0, 1),
  (1.0, 'E', 13, 0, 1), (1.0, 'F', 13, 0, 1), (1.0, 'G', 50, 1, 2), (1.0, 'H', 50, 1, 2),
  (1.0, 'J', 80, 2, 3), (1.0, 'K', 125, 3, 4), (1.0, 'L', 200, 5, 6), (1.0, 'M', 315, 7, 8),
  (1.0, 'N', 500, 10, 11), (1.0, 'P', 800, 14, 15), (1.0, 'Q', 1250, 21, 22);
-- AQL 2.5: A-B point down to C (5: 0/1); D points up to C; E points down to F.
INSERT INTO tsd_aql_plans VALUES
  (2.5, 'A', 5, 0, 1), (2.5, 'B', 5, 0, 1), (2.5, 'C', 5, 0, 1), (2.5, 'D', 5, 0, 1),
  (2.5, 'E', 20, 1, 2), (2.5, 'F', 20, 1, 2), (2.5, 'G', 32, 2, 3), (2.5, 'H', 50, 3, 4),
  (2.5, 'J', 80, 5, 6), (2.5, 'K', 125, 7, 8), (2.5, 'L', 200, 10, 11), (2.5, 'M', 315, 14, 15),
  (2.5, 'N', 500, 21, 22), (2.5, 'P', 500, 21, 22), (2.5, 'Q', 500, 21, 22);

-- The quality level of each kind of lot, date-effective like the other limits.
CREATE TABLE tsd_sampling_settings (
  effective_from date PRIMARY KEY,
  acceptance_aql numeric(4, 2) NOT NULL,
  in_service_aql numeric(4, 2) NOT NULL,
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO tsd_sampling_settings VALUES ('2000-01-01', 1.0, 2.5, NULL, now());

CREATE TABLE tsd_meter_lots (
  id serial PRIMARY KEY,
  lot_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('Acceptance', 'InService')),
  lot_size integer NOT NULL CHECK (lot_size >= 2),
  description text NOT NULL,
  formed_on date NOT NULL,
  aql numeric(4, 2) NOT NULL,
  code_letter text NOT NULL,
  -- Every unit when the plan's sample is the lot or more (the standard's 100 % inspection).
  sample_size integer NOT NULL CHECK (sample_size > 0 AND sample_size <= lot_size),
  accept_no integer NOT NULL,
  reject_no integer NOT NULL,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
SELECT protect_posted_records('tsd_meter_lots');

ALTER TABLE tsd_meter_receipts ADD COLUMN lot_id integer REFERENCES tsd_meter_lots (id);
CREATE INDEX tsd_meter_receipts_lot ON tsd_meter_receipts (lot_id) WHERE lot_id IS NOT NULL;

-- The billing adjustment a calibration asked for (or why none was asked).
ALTER TABLE tsd_meter_calibrations ADD COLUMN adjustment_request_id integer REFERENCES billing_adjustment_requests (id);
ALTER TABLE tsd_meter_calibrations ADD COLUMN adjustment_note text;
