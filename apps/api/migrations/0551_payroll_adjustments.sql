-- Adjustment payrolls (issue 13 item 5, decision 064): a posted payroll is never edited; its
-- corrections are one-time earnings and deductions of a new payroll that names it.
ALTER TABLE payrolls
  ADD COLUMN adjusts_payroll_id integer REFERENCES payrolls (id),
  ADD CONSTRAINT payrolls_adjusts_other CHECK (adjusts_payroll_id <> id);
CREATE INDEX payrolls_adjusts ON payrolls (adjusts_payroll_id) WHERE adjusts_payroll_id IS NOT NULL;
