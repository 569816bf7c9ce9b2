-- Transformer applications (docs/decisions/081): intake at member services, inspection and
-- evaluation at TSD, approval through the approval engine, the fees billed as a non-power bill
-- paid at the teller, installation into the transformer's history. The price list of fee and
-- material items is date-effective.

CREATE TABLE tsd_transformer_fees (
  effective_from date NOT NULL,
  item text NOT NULL CHECK (item <> 'TestingFeeEvat'),
  unit_price numeric(14, 2) NOT NULL CHECK (unit_price >= 0),
  vat_rate numeric(4, 2) NOT NULL DEFAULT 0 CHECK (vat_rate >= 0 AND vat_rate < 100),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (effective_from, item)
);
SELECT protect_posted_records('tsd_transformer_fees');

-- Starting prices: GUESSES for the administrator to replace (SPEC.md names the items, not prices).
INSERT INTO tsd_transformer_fees (effective_from, item, unit_price, vat_rate) VALUES
  ('2000-01-01', 'TestingFee', 1500.00, 12),
  ('2000-01-01', 'UpdatedGuaranteeDeposit', 2000.00, 0),
  ('2000-01-01', 'InspectionFee', 500.00, 12),
  ('2000-01-01', 'DismountingFee', 1000.00, 12),
  ('2000-01-01', 'InstallationFee', 1500.00, 12),
  ('2000-01-01', 'CutOutAssemblyWithArrester', 4500.00, 12),
  ('2000-01-01', 'HaulingFee', 800.00, 12);

CREATE TABLE tsd_transformer_applications (
  id serial PRIMARY KEY,
  application_no text NOT NULL UNIQUE,
  application_type text NOT NULL CHECK (application_type IN ('NewConnection', 'SpecialLighting', 'Replacement',
    'UpratingOfLoads', 'DownratingOfLoads', 'SoleToCommonUse', 'Transfer')),
  applied_on date NOT NULL,
  applicant_name text NOT NULL,
  consumer_id integer REFERENCES billing_consumers (id),
  address text NOT NULL,
  contact_no text,
  branch_code integer NOT NULL REFERENCES branches (code),
  requested_kva numeric(6, 1) NOT NULL CHECK (requested_kva IN (10, 15, 25, 37.5, 50, 75, 100, 167, 250, 333, 500)),
  phase text NOT NULL CHECK (phase IN ('SinglePhase', 'ThreePhase')),
  ownership text NOT NULL CHECK (ownership IN ('Cooperative', 'Private', 'SoleUser')),
  purpose text,
  -- ForInstallation is never stored: it is ForPayment with the bill paid.
  stage text NOT NULL DEFAULT 'ForInspection' CHECK (stage IN ('ForInspection', 'ForEvaluation', 'ForApproval',
    'ForPayment', 'Installed', 'Disapproved', 'Cancelled')),
  status text NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Assigned', 'Accomplished', 'Cancelled', 'ForSchedule')),
  inspector_name text,
  inspection_scheduled_on date,
  inspected_on date,
  inspection_result text CHECK (inspection_result IN ('Passed', 'Failed')),
  inspection_findings text,
  inspected_by integer REFERENCES users (id),
  feeder text,
  pole_no text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  transformer_id integer REFERENCES tsd_transformers (id),
  data_sheet_id integer REFERENCES tsd_data_sheets (id),
  evaluated_on date,
  evaluated_by integer REFERENCES users (id),
  evaluation_remarks text,
  non_power_bill_id integer REFERENCES collection_non_power_bills (id),
  installed_on date,
  movement_id integer REFERENCES tsd_transformer_movements (id),
  cancel_reason text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tsd_transformer_applications_stage ON tsd_transformer_applications (stage, id DESC);
CREATE INDEX tsd_transformer_applications_transformer ON tsd_transformer_applications (transformer_id);
-- A unit is in one open application at a time.
CREATE UNIQUE INDEX tsd_transformer_applications_open_unit ON tsd_transformer_applications (transformer_id)
  WHERE transformer_id IS NOT NULL AND stage IN ('ForEvaluation', 'ForApproval', 'ForPayment');
CREATE INDEX tsd_transformer_applications_no_prefix ON tsd_transformer_applications (lower(application_no) text_pattern_ops);

-- The fees of an evaluation, priced from the list in force on its date (replaced only while the
-- application waits for approval; billed as they stand when approved).
CREATE TABLE tsd_transformer_application_fees (
  application_id integer NOT NULL REFERENCES tsd_transformer_applications (id),
  item text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(14, 2) NOT NULL,
  amount numeric(14, 2) NOT NULL,
  evat numeric(14, 2) NOT NULL,
  PRIMARY KEY (application_id, item)
);

-- The fees are paid at the teller as a non-power bill of this type (gl code a GUESS).
INSERT INTO collection_non_power_types (code, name, payment_kind, gl_code, default_amount)
VALUES ('TRANSFORMER', 'Transformer Application Fees', NULL, '431-500-00', NULL);

INSERT INTO approval_document_types (code, name, module, link, record_link)
VALUES ('tsd.transformer-application', 'Transformer application', 'tsd', '/tsd/transformer-application',
  '/tsd/transformer-application/for-testing/{id}');
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'tsd.transformer-application', 1, id FROM signatory_types WHERE name = 'Approver';
INSERT INTO approval_step_members (step_id, role)
SELECT id, 'Manager' FROM approval_chain_steps WHERE document_type = 'tsd.transformer-application';
