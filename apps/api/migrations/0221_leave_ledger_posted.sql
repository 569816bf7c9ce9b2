-- Leave ledger lines are posted when written. The only change the application makes is to cancel
-- a Posted line (a replaced opening balance, a reversed monthly posting): status Posted 1 ->
-- Cancelled 0 with who and when. Nothing else, and no DELETE, even by SQL.
-- See docs/decisions/013-device-keys-and-tamper-evidence.md.
SELECT protect_posted_records('leave_ledger_lines', 'status', '1>0', 'cancelled_at', 'cancelled_by');
