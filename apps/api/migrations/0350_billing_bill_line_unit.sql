-- The rate unit of each bill line, so a percentage prints as "x 12%" and not as a factor
-- (docs/decisions/046). Discounts and VAT are percentages; a charge has its rate component's unit.
ALTER TABLE billing_bill_lines
  ADD COLUMN rate_unit text CHECK (rate_unit IN ('kWh', 'customer', 'meter', 'kW', 'percent'));

UPDATE billing_bill_lines SET rate_unit = 'percent' WHERE line_kind IN ('discount', 'vat');

UPDATE billing_bill_lines l SET rate_unit = c.unit
FROM billing_bills b, billing_rate_headers h, billing_rate_components c
WHERE b.id = l.bill_id AND l.line_kind = 'charge'
  AND h.bill_month_id = b.bill_month_id AND h.consumer_class = b.consumer_class
  AND c.header_id = h.id AND c.code = l.code;
