-- A bill's unpaid balance is read from its ledger lines by bill (the window's open bills, a
-- channel file's thousands of bills at once); without this index each read scanned the ledger.
CREATE INDEX billing_ledger_bill ON billing_ledger_entries (bill_id) WHERE bill_id IS NOT NULL;
