-- Non-power bills on the OR (decision 059, settling decision 057's guess): reconnection fees,
-- connection orders, installments, materials and services are sales of a VAT-registered
-- cooperative, so they are VATable by default (12%, the amount VAT-inclusive); a type that is not
-- a sale (e.g. a deposit) is set to 0 and prints as VAT-exempt. Each bill keeps the rate of its
-- type when it was billed, so a later change of the type does not change an issued OR; bills billed
-- before this migration keep NULL, read as exempt, as their ORs were printed.
ALTER TABLE collection_non_power_types
  ADD COLUMN vat_percent numeric(5, 2) NOT NULL DEFAULT 12 CHECK (vat_percent >= 0 AND vat_percent < 100);
ALTER TABLE collection_non_power_bills ADD COLUMN vat_percent numeric(5, 2);

CREATE FUNCTION collection_non_power_bill_vat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.vat_percent IS NULL THEN
    SELECT t.vat_percent INTO NEW.vat_percent FROM collection_non_power_types t WHERE t.id = NEW.type_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER collection_non_power_bill_vat BEFORE INSERT ON collection_non_power_bills
  FOR EACH ROW EXECUTE FUNCTION collection_non_power_bill_vat();
