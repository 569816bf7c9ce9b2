-- VAT per line on non-power bills (docs/decisions/118): a bill is made of lines, each with its
-- VAT-inclusive amount and its own VAT rate (a transformer application's guarantee deposit is not a
-- sale, 0%; its fees are, 12%). The bill's vat_percent (migration 0455, its type's rate when billed)
-- stays the default of its lines. The lines add up to the bill's amount, checked at commit.
CREATE TABLE collection_non_power_bill_lines (
  bill_id integer NOT NULL REFERENCES collection_non_power_bills (id),
  seq smallint NOT NULL CHECK (seq > 0),
  description text,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  vat_percent numeric(5, 2) NOT NULL CHECK (vat_percent >= 0 AND vat_percent < 100),
  PRIMARY KEY (bill_id, seq)
);
SELECT protect_posted_records('collection_non_power_bill_lines');

-- Existing bills keep their amounts: one line each at the bill's stored rate; a bill billed before
-- 0455 has none and stays VAT-exempt, as its OR was printed.
INSERT INTO collection_non_power_bill_lines (bill_id, seq, description, amount, vat_percent)
SELECT id, 1, NULL, amount, coalesce(vat_percent, 0) FROM collection_non_power_bills;

-- At commit: a bill inserted without lines (the recurring schedules, demo seeds, SQL) gets one line
-- of its whole amount at its type's rate; a bill with lines must add up.
CREATE FUNCTION collection_non_power_bill_lines_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  total numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount), 0) INTO n, total FROM collection_non_power_bill_lines WHERE bill_id = NEW.id;
  IF n = 0 THEN
    INSERT INTO collection_non_power_bill_lines (bill_id, seq, description, amount, vat_percent)
    VALUES (NEW.id, 1, NULL, NEW.amount, coalesce(NEW.vat_percent, 0));
  ELSIF total <> NEW.amount THEN
    RAISE EXCEPTION 'the lines of non-power bill % add up to %, not its amount %', NEW.bill_no, total, NEW.amount
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER collection_non_power_bill_lines_check AFTER INSERT ON collection_non_power_bills
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION collection_non_power_bill_lines_check();

-- The output VAT of non-power sales gets its own line on the DCR's GL distribution (the type's GL
-- account takes the amount net of VAT). The code is a GUESS, editable like the others.
ALTER TABLE collection_gl_accounts DROP CONSTRAINT collection_gl_accounts_purpose_check;
ALTER TABLE collection_gl_accounts ADD CONSTRAINT collection_gl_accounts_purpose_check
  CHECK (purpose IN ('power-bill', 'surcharge', 'surcharge-vat', 'advance', 'ewt-2307', 'vat-2307', 'non-power-vat'));
INSERT INTO collection_gl_accounts (purpose, code, description)
VALUES ('non-power-vat', '241-310-00', 'Output VAT on Non-Power Sales');
