-- Consumer search by any words in any order (docs/decisions/047-billing-everyday-use-part-2.md):
-- "juan villanueva" finds 'VILLANUEVA, JUAN', "000012" finds account '10-D000012', "poblacion" finds
-- the consumers of that barangay. Every word is matched in one lower-cased text of the account
-- number, name, meter serial and address through a trigram index (a word of three or more
-- characters anywhere, a shorter one after a space: the leading space lets it start the text); the
-- expression here and consumerSearchText in consumer-queries.ts must stay the same.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX billing_consumers_text_search ON billing_consumers USING gin (
  ((' ' || lower(account_no || ' ' || name || ' ' || coalesce(meter_serial, '') || ' ' || coalesce(address, '') || ' '
    || barangay || ' ' || town))) gin_trgm_ops);
-- The planner's estimate of a broad search (the total shown as "about N") comes from this
-- expression's statistics: a finer histogram keeps it within a few percent of the true count.
ALTER INDEX billing_consumers_text_search ALTER COLUMN 1 SET STATISTICS 1000;
