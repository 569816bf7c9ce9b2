-- Technical services (docs/decisions/080): the distribution transformer registry with its
-- installation and removal history, the test data sheets with their readings and automatic
-- Passed/Failed, load-management readings, and the date-effective limits the rules read.

CREATE TABLE tsd_transformer_brands (
  id serial PRIMARY KEY,
  name text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tsd_transformer_brands_name_key ON tsd_transformer_brands (lower(name));

CREATE TABLE tsd_transformers (
  id serial PRIMARY KEY,
  serial_no text NOT NULL,
  brand_id integer NOT NULL REFERENCES tsd_transformer_brands (id),
  kva numeric(6, 1) NOT NULL CHECK (kva IN (10, 15, 25, 37.5, 50, 75, 100, 167, 250, 333, 500)),
  phase text NOT NULL CHECK (phase IN ('SinglePhase', 'ThreePhase')),
  primary_voltage integer NOT NULL CHECK (primary_voltage > 0),
  secondary_voltage integer NOT NULL CHECK (secondary_voltage > 0),
  polarity text CHECK (polarity IN ('Additive', 'Subtractive')),
  core text NOT NULL CHECK (core IN ('SiliconSteelCore', 'AmorphousMetalCore')),
  bushing text NOT NULL CHECK (bushing IN ('DoubleBushing', 'SingleBushing', 'DoubleBushingCsp')),
  cooling_class text NOT NULL CHECK (cooling_class IN ('OA', 'FA')),
  temperature_rise smallint NOT NULL CHECK (temperature_rise IN (55, 65, 85)),
  ownership text NOT NULL CHECK (ownership IN ('Cooperative', 'Private', 'SoleUser')),
  mounting text NOT NULL DEFAULT 'Dismounted' CHECK (mounting IN ('Mounted', 'Dismounted')),
  branch_code integer NOT NULL REFERENCES branches (code),
  feeder text,
  pole_no text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tsd_transformers_serial_key ON tsd_transformers (lower(serial_no));
CREATE INDEX tsd_transformers_serial_prefix ON tsd_transformers (lower(serial_no) text_pattern_ops);
CREATE INDEX tsd_transformers_pole_prefix ON tsd_transformers (lower(pole_no) text_pattern_ops);
CREATE INDEX tsd_transformers_branch ON tsd_transformers (branch_code, id);

-- Installation and removal history: posted, never edited (a wrong entry is followed by its correction).
CREATE TABLE tsd_transformer_movements (
  id serial PRIMARY KEY,
  transformer_id integer NOT NULL REFERENCES tsd_transformers (id),
  action text NOT NULL CHECK (action IN ('Installed', 'Removed')),
  action_date date NOT NULL,
  branch_code integer NOT NULL REFERENCES branches (code),
  feeder text,
  pole_no text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tsd_transformer_movements_transformer ON tsd_transformer_movements (transformer_id, id);
SELECT protect_posted_records('tsd_transformer_movements');

-- The limits the pass/fail and loading rules read, effective from a date: a test is judged by the
-- limits in force on its test date, a reading by those on its day.
CREATE TABLE tsd_limits (
  effective_from date PRIMARY KEY,
  turns_ratio_tolerance_pct numeric(5, 3) NOT NULL CHECK (turns_ratio_tolerance_pct > 0),
  additive_max_kva numeric(6, 1) NOT NULL,
  additive_max_hv_volts integer NOT NULL,
  min_polarization_index numeric(4, 2) NOT NULL,
  overload_pct numeric(6, 2) NOT NULL,
  underload_pct numeric(6, 2) NOT NULL,
  imbalance_pct numeric(6, 2) NOT NULL,
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Insulation resistance minimums by winding voltage class (a winding of up to max_class_volts).
CREATE TABLE tsd_insulation_minimums (
  effective_from date NOT NULL REFERENCES tsd_limits (effective_from) ON DELETE CASCADE,
  max_class_volts integer NOT NULL,
  min_megohms numeric(10, 1) NOT NULL,
  test_voltage_volts integer NOT NULL,
  PRIMARY KEY (effective_from, max_class_volts)
);

-- IEEE C57.12.00 (polarity, ±0.5% ratio) and NETA MTS Table 10.1 (insulation) as the starting
-- values; the PI minimum and the loading thresholds are the cooperative's (DOMAIN.md: GUESS).
INSERT INTO tsd_limits VALUES ('2000-01-01', 0.5, 200, 8660, 1.0, 100, 20, 20, NULL, now());
INSERT INTO tsd_insulation_minimums VALUES
  ('2000-01-01', 600, 100, 1000),
  ('2000-01-01', 5000, 1000, 2500),
  ('2000-01-01', 15000, 5000, 2500),
  ('2000-01-01', 25000, 20000, 5000),
  ('2000-01-01', 46000, 100000, 15000);

-- One test event of one transformer: the sheet (who, with what, when) and its measured results.
CREATE TABLE tsd_data_sheets (
  id serial PRIMARY KEY,
  sheet_no text NOT NULL UNIQUE,
  transformer_id integer NOT NULL REFERENCES tsd_transformers (id),
  test_date date NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('Acceptance', 'Routine', 'Repair', 'Complaint')),
  tester_name text NOT NULL,
  witness_name text,
  checked_by_name text,
  noted_by_name text,
  instrument text NOT NULL,
  instrument_serial text,
  instrument_calibrated_on date,
  ambient_temp_c numeric(5, 1),
  -- results (null until stored)
  measured_polarity text CHECK (measured_polarity IN ('Additive', 'Subtractive')),
  expected_polarity text CHECK (expected_polarity IN ('Additive', 'Subtractive')),
  polarity_result text CHECK (polarity_result IN ('Passed', 'Failed')),
  ir_test_voltage integer,
  ir_temp_c numeric(5, 1),
  ir_hv_lv numeric(12, 1),
  ir_hv_g numeric(12, 1),
  ir_lv_g numeric(12, 1),
  ir_hv_lv_10min numeric(12, 1),
  ir_hv_g_10min numeric(12, 1),
  ir_lv_g_10min numeric(12, 1),
  ir_result text CHECK (ir_result IN ('Passed', 'Failed')),
  ir_findings text,
  hv_winding_ohms numeric(12, 4),
  lv_winding_ohms numeric(12, 4),
  no_load_loss_w numeric(10, 1),
  load_loss_w numeric(10, 1),
  oil_dielectric_kv numeric(6, 1),
  turns_ratio_result text CHECK (turns_ratio_result IN ('Passed', 'Failed')),
  result text CHECK (result IN ('Passed', 'Failed')),
  results_at timestamptz,
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tsd_data_sheets_transformer ON tsd_data_sheets (transformer_id, test_date DESC, id DESC);
CREATE INDEX tsd_data_sheets_date ON tsd_data_sheets (test_date DESC, id DESC);

CREATE TABLE tsd_turns_ratio_readings (
  id serial PRIMARY KEY,
  data_sheet_id integer NOT NULL REFERENCES tsd_data_sheets (id) ON DELETE CASCADE,
  tap smallint NOT NULL,
  phase text NOT NULL CHECK (phase IN ('A', 'B', 'C')),
  hv_tap_volts integer NOT NULL,
  lv_volts integer NOT NULL,
  nameplate_ratio numeric(12, 4) NOT NULL,
  measured_ratio numeric(12, 4) NOT NULL,
  deviation_pct numeric(8, 3) NOT NULL,
  result text NOT NULL CHECK (result IN ('Passed', 'Failed')),
  UNIQUE (data_sheet_id, tap, phase)
);

-- Load-management readings per transformer: posted as read, never edited.
CREATE TABLE tsd_load_readings (
  id serial PRIMARY KEY,
  transformer_id integer NOT NULL REFERENCES tsd_transformers (id),
  read_at timestamptz NOT NULL,
  tap_position smallint,
  current_a numeric(8, 2) NOT NULL,
  current_b numeric(8, 2),
  current_c numeric(8, 2),
  current_n numeric(8, 2),
  voltage_a numeric(8, 2) NOT NULL,
  voltage_b numeric(8, 2),
  voltage_c numeric(8, 2),
  kva numeric(10, 3) NOT NULL,
  loading_pct numeric(8, 2) NOT NULL,
  imbalance_pct numeric(8, 2) NOT NULL,
  imbalanced boolean NOT NULL,
  flag text NOT NULL CHECK (flag IN ('Normal', 'Overload', 'Underload')),
  reader_name text NOT NULL,
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (transformer_id, read_at)
);
CREATE INDEX tsd_load_readings_read_at ON tsd_load_readings (read_at DESC, id DESC);
SELECT protect_posted_records('tsd_load_readings');
