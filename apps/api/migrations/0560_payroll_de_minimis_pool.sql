-- De minimis beyond its ceiling joins the 90,000 "other benefits" pool (decision 065): the part of a
-- regular cut-off's de minimis benefits exempted within the pool, counted with the 13th month and
-- other benefits against the year's ceiling.
ALTER TABLE payroll_lines ADD COLUMN de_minimis_pooled numeric(14, 2) NOT NULL DEFAULT 0 CHECK (de_minimis_pooled >= 0);
