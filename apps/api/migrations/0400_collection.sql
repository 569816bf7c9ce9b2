-- Collection: tellers and their official-receipt series, receipt printers, the configurable
-- surcharge, withholding (2307) and GL chart, teller days (the DCR), payments with their tenders,
-- allocations and GL lines, advance balances, non-power bills and payment cancellations
-- (docs/decisions/050-collection-*.md).

CREATE TABLE collection_tellers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id),
  name text NOT NULL,
  branch_code integer NOT NULL REFERENCES branches (code),
  collection_office text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A range of pre-numbered OR forms given to a teller. Ranges never overlap (the cooperative's OR
-- numbers are unique); numbers are used in order through document_series (scope 'series:<id>').
CREATE TABLE collection_or_series (
  id serial PRIMARY KEY,
  teller_id integer NOT NULL REFERENCES collection_tellers (id),
  start_no bigint NOT NULL CHECK (start_no > 0),
  end_no bigint NOT NULL,
  assigned_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_no >= start_no),
  CONSTRAINT collection_or_series_no_overlap EXCLUDE USING gist (int8range(start_no, end_no, '[]') WITH &&)
);
CREATE INDEX collection_or_series_teller ON collection_or_series (teller_id, start_no);

CREATE TABLE collection_sales_invoice_printers (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  teller_id integer REFERENCES collection_tellers (id),
  connection text NOT NULL CHECK (connection IN ('USB', 'Serial', 'Network')),
  address text,
  paper_width_mm smallint NOT NULL DEFAULT 80 CHECK (paper_width_mm IN (58, 80)),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Date-effective surcharge rule per consumer class: the rule in force on the payment date applies.
CREATE TABLE collection_surcharge_rules (
  id serial PRIMARY KEY,
  consumer_class char(1) NOT NULL CHECK (consumer_class IN ('R', 'C', 'I', 'P', 'S', 'L')),
  effective_from date NOT NULL,
  exempt boolean NOT NULL DEFAULT false,
  rate_percent numeric(9, 6) NOT NULL DEFAULT 0 CHECK (rate_percent >= 0),
  monthly_interest_percent numeric(9, 6) NOT NULL DEFAULT 0 CHECK (monthly_interest_percent >= 0),
  minimum_amount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (minimum_amount >= 0),
  vat_percent numeric(9, 6) NOT NULL DEFAULT 0 CHECK (vat_percent >= 0),
  grace_days smallint NOT NULL DEFAULT 0 CHECK (grace_days BETWEEN 0 AND 365),
  base text NOT NULL DEFAULT 'total' CHECK (base IN ('total', 'net-of-vat')),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer_class, effective_from)
);

CREATE TABLE collection_withholding_rules (
  effective_from date PRIMARY KEY,
  ewt_percent numeric(9, 6) NOT NULL CHECK (ewt_percent >= 0),
  vat_percent numeric(9, 6) NOT NULL CHECK (vat_percent >= 0),
  base text NOT NULL CHECK (base IN ('total', 'net-of-vat')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The GL chart the DCR totals by: one account per purpose (non-power types carry their own).
CREATE TABLE collection_gl_accounts (
  purpose text PRIMARY KEY CHECK (purpose IN ('power-bill', 'surcharge', 'surcharge-vat', 'advance', 'ewt-2307', 'vat-2307')),
  code text NOT NULL,
  description text NOT NULL,
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collection_teller_days (
  id serial PRIMARY KEY,
  teller_id integer NOT NULL REFERENCES collection_tellers (id),
  business_date date NOT NULL,
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Closed', 'Received')),
  opened_by integer NOT NULL REFERENCES users (id),
  opened_at timestamptz NOT NULL DEFAULT now(),
  cash_count jsonb,
  cash_total numeric(14, 2),
  checks_total numeric(14, 2),
  expected_total numeric(14, 2),
  over_short numeric(14, 2),
  closed_by integer REFERENCES users (id),
  closed_at timestamptz,
  received_by integer REFERENCES users (id),
  received_at timestamptz,
  remarks text,
  UNIQUE (teller_id, business_date)
);
SELECT protect_posted_records('collection_teller_days', 'status', 'Open>Closed Closed>Received',
  'cash_count', 'cash_total', 'checks_total', 'expected_total', 'over_short', 'closed_by', 'closed_at',
  'received_by', 'received_at', 'remarks');

CREATE TABLE collection_non_power_types (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  payment_kind smallint CHECK (payment_kind IN (0, 1, 2)),
  gl_code text NOT NULL,
  default_amount numeric(14, 2),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collection_non_power_bills (
  id serial PRIMARY KEY,
  bill_no text NOT NULL UNIQUE,
  type_id integer NOT NULL REFERENCES collection_non_power_types (id),
  consumer_id integer REFERENCES billing_consumers (id),
  payer_name text NOT NULL,
  description text,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  bill_date date NOT NULL,
  status text NOT NULL DEFAULT 'Unpaid' CHECK (status IN ('Unpaid', 'Paid')),
  payment_id bigint,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collection_non_power_bills_consumer ON collection_non_power_bills (consumer_id, status);
-- Unpaid -> Paid by a payment; a cancelled payment puts the bill back to Unpaid.
SELECT protect_posted_records('collection_non_power_bills', 'status', 'Unpaid>Paid Paid>Unpaid', 'payment_id');

CREATE TABLE collection_payments (
  id bigserial PRIMARY KEY,
  or_number bigint NOT NULL UNIQUE,
  series_id integer NOT NULL REFERENCES collection_or_series (id),
  day_id integer NOT NULL REFERENCES collection_teller_days (id),
  teller_id integer NOT NULL REFERENCES collection_tellers (id),
  consumer_id integer REFERENCES billing_consumers (id),
  payer_name text NOT NULL,
  payment_date date NOT NULL,
  total_tendered numeric(14, 2) NOT NULL CHECK (total_tendered > 0),
  applied_to_bills numeric(14, 2) NOT NULL DEFAULT 0,
  surcharge numeric(14, 2) NOT NULL DEFAULT 0,
  non_power numeric(14, 2) NOT NULL DEFAULT 0,
  to_advance numeric(14, 2) NOT NULL DEFAULT 0,
  is_partial boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'Posted' CHECK (status IN ('Posted', 'Cancelled')),
  cancelled_on date,
  cancel_day_id integer REFERENCES collection_teller_days (id),
  cancelled_by integer REFERENCES users (id),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collection_payments_day ON collection_payments (day_id, or_number);
CREATE INDEX collection_payments_consumer ON collection_payments (consumer_id, id);
CREATE INDEX collection_payments_date ON collection_payments (payment_date);
SELECT protect_posted_records('collection_payments', 'status', 'Posted>Cancelled', 'cancelled_on', 'cancel_day_id', 'cancelled_by');
ALTER TABLE collection_non_power_bills ADD FOREIGN KEY (payment_id) REFERENCES collection_payments (id);

CREATE TABLE collection_payment_tenders (
  payment_id bigint NOT NULL REFERENCES collection_payments (id),
  seq smallint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Cash', 'Check', 'Form2307')),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  bank text,
  check_no text,
  check_date date,
  certificate_no text,
  ewt_amount numeric(14, 2),
  vat_amount numeric(14, 2),
  PRIMARY KEY (payment_id, seq)
);
SELECT protect_posted_records('collection_payment_tenders');

-- Where each peso of a payment went: a bill's principal, its surcharge (and VAT on it), a
-- non-power bill, or the advance balance.
CREATE TABLE collection_payment_items (
  payment_id bigint NOT NULL REFERENCES collection_payments (id),
  seq smallint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Bill', 'Surcharge', 'SurchargeVat', 'NonPower', 'Advance')),
  bill_id bigint REFERENCES billing_bills (id),
  non_power_bill_id integer REFERENCES collection_non_power_bills (id),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (payment_id, seq)
);
CREATE INDEX collection_payment_items_bill ON collection_payment_items (bill_id) WHERE bill_id IS NOT NULL;
SELECT protect_posted_records('collection_payment_items');

-- The DCR's journal: signed amounts per GL account and teller day (2307 certificates negative,
-- reversals of a cancelled payment negated on the day of the cancellation).
CREATE TABLE collection_gl_lines (
  id bigserial PRIMARY KEY,
  day_id integer NOT NULL REFERENCES collection_teller_days (id),
  payment_id bigint NOT NULL REFERENCES collection_payments (id),
  gl_code text NOT NULL,
  description text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  is_reversal boolean NOT NULL DEFAULT false
);
CREATE INDEX collection_gl_lines_day ON collection_gl_lines (day_id, gl_code);
SELECT protect_posted_records('collection_gl_lines');

CREATE TABLE collection_advance_entries (
  id bigserial PRIMARY KEY,
  consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  entry_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Deposit', 'Applied', 'Reversal')),
  amount numeric(14, 2) NOT NULL CHECK (amount <> 0),
  payment_id bigint REFERENCES collection_payments (id),
  bill_id bigint REFERENCES billing_bills (id),
  reference text NOT NULL,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collection_advance_consumer ON collection_advance_entries (consumer_id, id);
SELECT protect_posted_records('collection_advance_entries');

CREATE TABLE collection_payment_cancellations (
  id serial PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES collection_payments (id),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Withdrawn')),
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  decision_remarks text
);
CREATE UNIQUE INDEX collection_payment_cancellations_one_pending ON collection_payment_cancellations (payment_id) WHERE status = 'Pending';

-- Nothing posts to a teller day that is not open (closed or received by the cashier), even by SQL.
CREATE FUNCTION collection_refuse_closed_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day_status text;
BEGIN
  SELECT status INTO day_status FROM collection_teller_days WHERE id = NEW.day_id;
  IF day_status IS DISTINCT FROM 'Open' THEN
    RAISE EXCEPTION 'collection day % is % ; nothing posts to it', NEW.day_id, coalesce(day_status, 'missing')
      USING ERRCODE = 'IL409';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER collection_payments_open_day BEFORE INSERT ON collection_payments
  FOR EACH ROW EXECUTE FUNCTION collection_refuse_closed_day();
CREATE TRIGGER collection_gl_lines_open_day BEFORE INSERT ON collection_gl_lines
  FOR EACH ROW EXECUTE FUNCTION collection_refuse_closed_day();

-- Defaults the cooperative's accountant confirms or changes (DOMAIN.md 2.1: NONECO's NEA-style chart).
INSERT INTO collection_gl_accounts (purpose, code, description) VALUES
  ('power-bill', '140-142-00', 'Accounts Receivable - Consumers'),
  ('surcharge', '312-450-00', 'Surcharge on Late Payment'),
  ('surcharge-vat', '241-300-00', 'Output VAT on Surcharge'),
  ('advance', '222-100-00', 'Consumers Advance Payment'),
  ('ewt-2307', '140-160-00', 'Creditable Withholding Tax (2%) - BIR 2307'),
  ('vat-2307', '140-180-00', 'Creditable VAT Withheld (5%) - BIR 2307');

-- RMC 116-2024: 5% creditable VAT on the whole invoice; 2% EWT on the same base until the accountant says otherwise.
INSERT INTO collection_withholding_rules (effective_from, ewt_percent, vat_percent, base) VALUES ('2024-11-01', 2, 5, 'total');

-- A starting rule per class (BOHECO I-like, DOMAIN.md 2.1): residential 3% + 12% VAT, minimum 56;
-- commercial, industrial and large load 5% + 12% VAT; public buildings and street lights exempt.
INSERT INTO collection_surcharge_rules (consumer_class, effective_from, exempt, rate_percent, monthly_interest_percent, minimum_amount, vat_percent, grace_days, base) VALUES
  ('R', '2020-01-01', false, 3, 0, 56, 12, 0, 'net-of-vat'),
  ('C', '2020-01-01', false, 5, 0, 0, 12, 0, 'net-of-vat'),
  ('I', '2020-01-01', false, 5, 0, 0, 12, 0, 'net-of-vat'),
  ('L', '2020-01-01', false, 5, 0, 0, 12, 0, 'net-of-vat'),
  ('P', '2020-01-01', true, 0, 0, 0, 0, 0, 'total'),
  ('S', '2020-01-01', true, 0, 0, 0, 0, 0, 'total');

INSERT INTO collection_non_power_types (code, name, payment_kind, gl_code, default_amount) VALUES
  ('RECON', 'Reconnection Fee', 0, '431-100-00', 60),
  ('CO', 'Connection Order Fee', 1, '431-200-00', NULL),
  ('NCI', 'New Connection Installment', 2, '431-300-00', NULL),
  ('METER', 'Meter and Materials', NULL, '431-400-00', NULL);

INSERT INTO approval_document_types (code, name, module, link)
VALUES ('collection.payment-cancellation', 'Payment cancellation', 'collection', '/fsd/collection/payment-cancellation-approval');
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'collection.payment-cancellation', 1, id FROM signatory_types WHERE name = 'Approver';
INSERT INTO approval_step_members (step_id, role)
SELECT id, 'Cashier' FROM approval_chain_steps WHERE document_type = 'collection.payment-cancellation';

-- The lines an official receipt carries besides the payment (DOMAIN.md 2.3 item 1, RMC 77-2024):
-- seller, TIN and branch, address, the CAS/PTU reference and the input-tax stamp; configurable.
CREATE TABLE collection_receipt_lines (
  position text NOT NULL CHECK (position IN ('header', 'footer')),
  seq smallint NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (position, seq)
);
INSERT INTO collection_receipt_lines (position, seq, text) VALUES
  ('header', 1, 'OCCIDENTAL MINDORO ELECTRIC COOPERATIVE, INC.'),
  ('header', 2, 'VAT Reg. TIN 000-000-000-00000'),
  ('header', 3, 'San Jose, Occidental Mindoro'),
  ('header', 4, 'OFFICIAL RECEIPT'),
  ('footer', 1, 'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX'),
  ('footer', 2, 'CAS Acknowledgement Certificate No.: (to be set)'),
  ('footer', 3, 'Your monthly bill is your invoice. Thank you for paying on time.');
