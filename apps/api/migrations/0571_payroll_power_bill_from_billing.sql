-- The employee's own power bill read from billing (decision 066): an own-power-bill deduction may
-- name the employee's consumer account; generation then deducts the account's unpaid bills as of
-- the cut-off, and posting the payroll credits what it took to those bills on the billing ledger.
ALTER TABLE payroll_employee_items
  ADD COLUMN billing_consumer_id integer REFERENCES billing_consumers (id),
  ADD CONSTRAINT payroll_employee_items_billing_consumer_check
    CHECK (billing_consumer_id IS NULL OR (category = 'PowerBill' AND kind = 'Deduction'));
CREATE INDEX payroll_employee_items_billing_consumer ON payroll_employee_items (billing_consumer_id)
  WHERE billing_consumer_id IS NOT NULL;
