-- Special payrolls (decision 066): bonuses and cash incentives generated from salaries and service
-- days. Their rules are date-effective data, a new statutory kind `special-benefits` (one entry
-- lists every benefit: how it is computed, the service it needs, whether it is prorated); a
-- Special payroll type names the benefit it pays.
ALTER TABLE payroll_statutory_tables DROP CONSTRAINT payroll_statutory_tables_kind_check;
ALTER TABLE payroll_statutory_tables ADD CONSTRAINT payroll_statutory_tables_kind_check
  CHECK (kind IN ('sss', 'philhealth', 'pagibig', 'withholding-daily', 'withholding-weekly',
    'withholding-semi-monthly', 'withholding-monthly', 'withholding-annual', 'de-minimis', 'other-benefits-ceiling',
    'minimum-wage', 'premium-pay', 'pay-rules', 'special-benefits'));

-- Cooperative policy (board resolutions), not law: payroll staff enter their own figures as a new entry.
INSERT INTO payroll_statutory_tables (kind, effective_from, source, remarks, body) VALUES
  ('special-benefits', DATE '2018-01-01', 'Cooperative policy (board resolution)',
    'Starting figures: enter the cooperative''s own as a new entry.',
    '{"benefits": [
      {"code": "mid-year-bonus", "name": "Mid-year bonus", "basis": "MonthlyBasic", "value": "1", "minServiceDays": "120", "prorated": true},
      {"code": "christmas-bonus", "name": "Christmas bonus", "basis": "MonthlyBasic", "value": "1", "minServiceDays": "30", "prorated": true},
      {"code": "service-incentive", "name": "Service cash incentive", "basis": "FixedAmount", "value": "5000.00", "minServiceDays": "180", "prorated": false}
    ]}');

-- A Special type pays one benefit of that table (its code); the other kinds name none.
ALTER TABLE payroll_types ADD COLUMN benefit_code text CHECK (benefit_code IS NULL OR kind = 'Special');
INSERT INTO payroll_types (name, kind, pay_frequency, deducts_contributions, benefit_code) VALUES
  ('Mid-year bonus', 'Special', 'Monthly', false, 'mid-year-bonus'),
  ('Christmas bonus', 'Special', 'Monthly', false, 'christmas-bonus'),
  ('Service cash incentive', 'Special', 'Monthly', false, 'service-incentive')
ON CONFLICT DO NOTHING;
