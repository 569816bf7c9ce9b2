-- Recurring payments and deductions of employees (issue 13 item 4, decision 064): allowances,
-- recurring deductions, loans with a principal, and one-time adjustments of one payroll. Amounts
-- of allowances, deductions and loan amortizations are monthly; a cut-off takes its share.
CREATE TABLE payroll_employee_items (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id),
  kind text NOT NULL CHECK (kind IN ('Allowance', 'Deduction', 'Loan', 'OneTimeEarning', 'OneTimeDeduction')),
  category text NOT NULL CHECK (category IN ('Allowance', 'SssLoan', 'PagIbigLoan', 'CooperativeLoan', 'PowerBill',
    'Cooperative', 'Adjustment', 'Other')),
  label text NOT NULL,
  -- Earnings: whether the amount is compensation income; a de minimis benefit is exempt up to the
  -- ceiling in force (the de-minimis table, by code) and taxable beyond it.
  taxable boolean NOT NULL DEFAULT true,
  de_minimis_code text,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  -- Loans: what is owed; the balance is the principal less what posted payrolls took.
  principal numeric(14, 2) CHECK (principal > 0),
  start_date date NOT NULL,
  end_date date,
  -- One-time adjustments belong to one payroll (a deduction's unpaid rest carries to later ones).
  payroll_id integer REFERENCES payrolls (id) ON DELETE CASCADE,
  priority integer NOT NULL CHECK (priority BETWEEN 1 AND 999),
  reference text,
  remarks text,
  is_active boolean NOT NULL DEFAULT true,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date >= start_date),
  CHECK ((kind = 'Loan') = (principal IS NOT NULL)),
  CHECK ((kind IN ('OneTimeEarning', 'OneTimeDeduction')) = (payroll_id IS NOT NULL)),
  CHECK (de_minimis_code IS NULL OR kind IN ('Allowance', 'OneTimeEarning'))
);
CREATE INDEX payroll_employee_items_employee ON payroll_employee_items (employee_id, id);
CREATE INDEX payroll_employee_items_payroll ON payroll_employee_items (payroll_id) WHERE payroll_id IS NOT NULL;
-- One one-time adjustment of a label per employee and payroll (the template import replaces it).
CREATE UNIQUE INDEX payroll_employee_items_one_time ON payroll_employee_items (payroll_id, employee_id, kind, lower(label))
  WHERE payroll_id IS NOT NULL;

-- What each generated line did with each item: the cut-off's scheduled share, what was due (with
-- arrears of a recurring deduction), what was taken or paid, and the de minimis part exempted.
CREATE TABLE payroll_line_employee_items (
  payroll_id integer NOT NULL REFERENCES payrolls (id) ON DELETE CASCADE,
  employee_item_id integer NOT NULL REFERENCES payroll_employee_items (id),
  employee_id integer NOT NULL,
  scheduled numeric(14, 2) NOT NULL,
  due numeric(14, 2) NOT NULL,
  taken numeric(14, 2) NOT NULL CHECK (taken >= 0 AND taken <= due),
  exempt numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (payroll_id, employee_item_id)
);
CREATE INDEX payroll_line_employee_items_item ON payroll_line_employee_items (employee_item_id);
CREATE TRIGGER payroll_line_employee_items_refuse_posted_change
  BEFORE INSERT OR UPDATE OR DELETE ON payroll_line_employee_items
  FOR EACH ROW EXECUTE FUNCTION refuse_posted_payroll_change();
CREATE TRIGGER payroll_line_employee_items_refuse_truncate BEFORE TRUNCATE ON payroll_line_employee_items
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_posted_change();

ALTER TABLE payroll_lines
  ADD COLUMN allowances numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN non_taxable_earnings numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN other_deductions numeric(14, 2) NOT NULL DEFAULT 0,
  -- December annualization: tax withheld beyond the year's tax, paid back (decision 064).
  ADD COLUMN tax_refund numeric(14, 2) NOT NULL DEFAULT 0 CHECK (tax_refund >= 0);
