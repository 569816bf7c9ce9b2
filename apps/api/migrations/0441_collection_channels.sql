-- Payment channels (decision 056): a channel (SPEC.md's PNB 0 .. EcPay 5) collects as a teller
-- without a portal user, with its own OR range and days (its DCR); uploads of a channel's file,
-- each line checked and held with its reason or posted once through the same posting as the
-- window; the remittance reconciliation per upload.

ALTER TABLE collection_tellers ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE collection_tellers ADD COLUMN channel smallint UNIQUE CHECK (channel BETWEEN 0 AND 5);
ALTER TABLE collection_tellers ADD CONSTRAINT collection_tellers_user_or_channel
  CHECK ((user_id IS NULL) <> (channel IS NULL));

-- A channel payment is paid by the channel's remittance, with the channel's own reference.
ALTER TABLE collection_payment_tenders DROP CONSTRAINT collection_payment_tenders_kind_check;
ALTER TABLE collection_payment_tenders ADD CONSTRAINT collection_payment_tenders_kind_check
  CHECK (kind IN ('Cash', 'Check', 'Form2307', 'Channel'));
ALTER TABLE collection_payment_tenders ADD COLUMN reference text;

-- Per channel: which column of its file holds what (header names, matched case-insensitively),
-- the date format of its date column, and its fee per transaction (contract-specific: a GUESS
-- until the cooperative enters its contracts).
CREATE TABLE collection_channel_settings (
  channel smallint PRIMARY KEY CHECK (channel BETWEEN 0 AND 5),
  account_column text NOT NULL,
  period_column text NOT NULL,
  amount_column text NOT NULL,
  reference_column text NOT NULL,
  paid_at_column text NOT NULL,
  payer_column text,
  fee_per_transaction numeric(14, 2) NOT NULL DEFAULT 0 CHECK (fee_per_transaction >= 0),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO collection_channel_settings
  (channel, account_column, period_column, amount_column, reference_column, paid_at_column, payer_column, fee_per_transaction) VALUES
  (0, 'Account Number', 'Billing Month', 'Amount Paid', 'Reference No', 'Date Transacted', 'Customer Name', 0),
  (1, 'Account No', 'Bill Month', 'Amount', 'Control No', 'Transaction Date', 'Sender', 0),
  (2, 'Account Number', 'Billing Period', 'Amount Paid', 'Transaction Reference', 'Transaction Date', 'Customer Name', 0),
  (3, 'account_number', 'billing_month', 'amount_paid', 'reference_id', 'date_transacted', 'payer_name', 0),
  (4, 'Account Number', 'Billing Month', 'Amount', 'Reference Number', 'Posting Date', 'Payor', 0),
  (5, 'Account No', 'Bill Month', 'Amount', 'Reference ID', 'Transaction Date', 'Customer', 0);

CREATE TABLE collection_channel_uploads (
  id serial PRIMARY KEY,
  channel smallint NOT NULL CHECK (channel BETWEEN 0 AND 5),
  remittance_date date NOT NULL,
  -- What the channel's remittance advice says: gross collected, fees withheld, the bank credit.
  channel_gross numeric(14, 2) NOT NULL CHECK (channel_gross >= 0),
  channel_fees numeric(14, 2) NOT NULL DEFAULT 0 CHECK (channel_fees >= 0),
  bank_deposit numeric(14, 2),
  remarks text,
  file_name text,
  status text NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Checked', 'Posted')),
  lines_count integer NOT NULL DEFAULT 0,
  posted_count integer NOT NULL DEFAULT 0,
  advance_count integer NOT NULL DEFAULT 0,
  held_count integer NOT NULL DEFAULT 0,
  lines_total numeric(14, 2) NOT NULL DEFAULT 0,
  posted_total numeric(14, 2) NOT NULL DEFAULT 0,
  advance_total numeric(14, 2) NOT NULL DEFAULT 0,
  held_total numeric(14, 2) NOT NULL DEFAULT 0,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  posted_by integer REFERENCES users (id),
  posted_at timestamptz
);
CREATE INDEX collection_channel_uploads_list ON collection_channel_uploads (remittance_date DESC, id DESC);
-- Fees left at 0 on creation take the channel's fee per transaction times the lines when the file comes.
SELECT protect_posted_records('collection_channel_uploads', 'status', 'Draft>Checked Checked>Posted',
  'file_name', 'channel_fees', 'lines_count', 'lines_total', 'posted_count', 'advance_count', 'held_count', 'posted_total',
  'advance_total', 'held_total', 'posted_by', 'posted_at');

CREATE TABLE collection_channel_lines (
  id bigserial PRIMARY KEY,
  upload_id integer NOT NULL REFERENCES collection_channel_uploads (id),
  row_no integer NOT NULL,
  channel smallint NOT NULL,
  account_no text,
  period text,
  amount numeric(14, 2),
  reference text,
  paid_on date,
  payer_name text,
  consumer_id integer REFERENCES billing_consumers (id),
  bill_id bigint REFERENCES billing_bills (id),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Posted', 'Advance', 'Held')),
  reason text,
  payment_id bigint REFERENCES collection_payments (id),
  UNIQUE (upload_id, row_no)
);
CREATE INDEX collection_channel_lines_upload ON collection_channel_lines (upload_id, status, row_no);
CREATE INDEX collection_channel_lines_account ON collection_channel_lines (consumer_id, period) WHERE status IN ('Posted', 'Advance');
-- The same channel transaction never posts twice, whichever upload carries it.
CREATE UNIQUE INDEX collection_channel_lines_reference ON collection_channel_lines (channel, reference)
  WHERE status IN ('Posted', 'Advance');
SELECT protect_posted_records('collection_channel_lines', 'status',
  'Pending>Posted Pending>Advance Pending>Held', 'consumer_id', 'bill_id', 'reason', 'payment_id');
