-- Consumer search at full size (docs/decisions/044-billing-performance.md): each prefix index also
-- carries what the search reads (id, account number, and the columns whose matches a later branch
-- leaves out), so every branch is an index-only scan and the matches are sorted without visiting
-- the table. They replace the three prefix indexes of 0300 (same keys, so look-ups by
-- lower(account_no) keep their index).
CREATE INDEX billing_consumers_account_search ON billing_consumers (lower(account_no) text_pattern_ops)
  INCLUDE (id, account_no);
CREATE INDEX billing_consumers_name_search ON billing_consumers (lower(name) text_pattern_ops)
  INCLUDE (id, account_no, name);
CREATE INDEX billing_consumers_meter_search ON billing_consumers (lower(meter_serial) text_pattern_ops)
  INCLUDE (id, account_no, name, meter_serial);
DROP INDEX billing_consumers_account_prefix;
DROP INDEX billing_consumers_name_prefix;
DROP INDEX billing_consumers_meter_prefix;
