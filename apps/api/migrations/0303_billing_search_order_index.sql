-- Broad consumer searches (more than 10,000 matches, docs/decisions/044-billing-performance.md) take
-- each prefix's first consumers in account-number order: this index walks that order and holds what
-- the prefix tests read (id, name, meter serial), so the walk never visits the table.
CREATE INDEX billing_consumers_account_order ON billing_consumers (account_no) INCLUDE (id, name, meter_serial);
