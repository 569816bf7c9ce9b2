-- Cancelling leave applications. A pending application is withdrawn (by the employee) or cancelled
-- (by HR) with no posting. An approved one is corrected by reversal: its Used / WithoutPay lines
-- stay as posted and a reversing line is posted against each (same type and status, negative
-- days, pointing at the line it reverses), so every sum of the ledger nets to zero by itself.
-- Application status Cancelled 3 joins Approval's Pending 0, Approved 1, Disapproved 2.
-- See docs/decisions/023-leave-imports-closing-and-applications.md.
ALTER TABLE leave_applications DROP CONSTRAINT leave_applications_status_check;
ALTER TABLE leave_applications ADD CONSTRAINT leave_applications_status_check CHECK (status IN (0, 1, 2, 3));
ALTER TABLE leave_applications
  ADD COLUMN cancelled_by integer REFERENCES users (id),
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN cancel_reason text;

ALTER TABLE leave_ledger_lines ADD COLUMN reverses_line_id bigint UNIQUE REFERENCES leave_ledger_lines (id);
ALTER TABLE leave_ledger_lines DROP CONSTRAINT leave_ledger_lines_days_check;
-- Only a reversing line carries negative days; it reverses one line once (the UNIQUE above).
ALTER TABLE leave_ledger_lines ADD CONSTRAINT leave_ledger_lines_days_check
  CHECK ((reverses_line_id IS NULL AND days >= 0) OR (reverses_line_id IS NOT NULL AND days <= 0));
