-- Spoiled OR forms (issue 12 item 4, decision 057): the teller voids the next number of their
-- series with a reason; it stays in the sequence (taken from the same numbering as payments) and
-- shows on the day's DCR. Never changed or removed.
CREATE TABLE collection_voided_receipts (
  id serial PRIMARY KEY,
  or_number bigint NOT NULL UNIQUE,
  series_id integer NOT NULL REFERENCES collection_or_series (id),
  day_id integer NOT NULL REFERENCES collection_teller_days (id),
  teller_id integer NOT NULL REFERENCES collection_tellers (id),
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  voided_by integer NOT NULL REFERENCES users (id),
  voided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collection_voided_receipts_day ON collection_voided_receipts (day_id, or_number);
SELECT protect_posted_records('collection_voided_receipts');
CREATE TRIGGER collection_voided_receipts_open_day AFTER INSERT ON collection_voided_receipts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_refuse_closed_days();
