-- Special payrolls after the December annualization withhold (decision 119): a line whose tax was
-- annualized keeps the posted year-to-date it was computed from (taxable compensation and tax
-- withheld), so posting can refuse it when another payroll of the year posted meanwhile.
ALTER TABLE payroll_lines
  ADD COLUMN annual_taxable_basis numeric(14, 2),
  ADD COLUMN annual_withheld_basis numeric(14, 2),
  ADD CONSTRAINT payroll_lines_annual_basis_check
    CHECK ((annual_taxable_basis IS NULL) = (annual_withheld_basis IS NULL));
