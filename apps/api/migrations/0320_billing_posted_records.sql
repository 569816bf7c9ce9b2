-- Bills, their lines and the consumer ledger are posted when written. The only change the
-- application makes is a bill's status: Posted -> Adjusted (a corrected bill supersedes it) or
-- Posted -> Cancelled (an approved cancellation); amounts never change, and nothing is deleted,
-- even by SQL. Payments and stock movements attach the same rule when they come.
-- See docs/decisions/013-device-keys-and-tamper-evidence.md.
SELECT protect_posted_records('billing_bills', 'status', 'Posted>Adjusted Posted>Cancelled');
SELECT protect_posted_records('billing_bill_lines');
SELECT protect_posted_records('billing_ledger_entries');
