-- The recipients of a receiving report (decision 091): the delivered items handed to the ones who
-- asked for them, each hand-over with its quantity (never more than the line received) and the
-- recipient's signature, kept as signed.
CREATE TABLE wh_receipt_recipients (
  id serial PRIMARY KEY,
  document_id integer NOT NULL REFERENCES wh_documents (id),
  document_line_id integer NOT NULL REFERENCES wh_document_lines (id),
  recipient_name text NOT NULL,
  quantity numeric(14, 2) NOT NULL CHECK (quantity > 0),
  signature text NOT NULL
    CHECK (signature LIKE 'data:image/png;base64,%' AND length(signature) <= 400000),
  received_on date NOT NULL,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wh_receipt_recipients_document_idx ON wh_receipt_recipients (document_id, id);
SELECT protect_posted_records('wh_receipt_recipients');
