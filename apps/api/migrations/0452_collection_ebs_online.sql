-- EBS online payment (issue 12 item 8, decision 057): the cooperative's own online channel, value 6
-- after SPEC.md's third-party channels PNB 0 .. EcPay 5, posted through the same upload pipeline.
ALTER TABLE collection_tellers DROP CONSTRAINT collection_tellers_channel_check;
ALTER TABLE collection_tellers ADD CONSTRAINT collection_tellers_channel_check CHECK (channel BETWEEN 0 AND 6);
ALTER TABLE collection_channel_settings DROP CONSTRAINT collection_channel_settings_channel_check;
ALTER TABLE collection_channel_settings ADD CONSTRAINT collection_channel_settings_channel_check
  CHECK (channel BETWEEN 0 AND 6);
ALTER TABLE collection_channel_uploads DROP CONSTRAINT collection_channel_uploads_channel_check;
ALTER TABLE collection_channel_uploads ADD CONSTRAINT collection_channel_uploads_channel_check
  CHECK (channel BETWEEN 0 AND 6);
-- The export of the portal's online payments (GUESS of its headers; configurable like the others).
INSERT INTO collection_channel_settings
  (channel, account_column, period_column, amount_column, reference_column, paid_at_column, payer_column, fee_per_transaction)
VALUES (6, 'Account No', 'Bill Month', 'Amount Paid', 'Transaction No', 'Date Paid', 'Payer', 0);
