-- ANSI/ASQ Z1.4 switching rules for the meter sampling lots (docs/decisions/117). The tightened
-- (Table II-B) and reduced (Table II-C, the 2003 edition's, without the Ac/Re gap) single sampling
-- plans join the normal ones of 0711 as data, arrows already followed; each normal plan carries
-- the acceptance number of the AQL one step tighter at its sample size, for the switching score.
ALTER TABLE tsd_aql_plans
  ADD COLUMN severity text NOT NULL DEFAULT 'Normal' CHECK (severity IN ('Normal', 'Tightened', 'Reduced'));
ALTER TABLE tsd_aql_plans ALTER COLUMN severity DROP DEFAULT;
ALTER TABLE tsd_aql_plans ADD COLUMN score_accept_no integer CHECK (score_accept_no >= 0);
ALTER TABLE tsd_aql_plans DROP CONSTRAINT tsd_aql_plans_pkey;
ALTER TABLE tsd_aql_plans ADD PRIMARY KEY (aql, severity, code_letter);

-- Z1.4 8.3.3: with Ac 2 or more a lot scores 3 when it would have been accepted at the AQL one
-- step tighter; along Table II-A's diagonal that is the previous acceptance number.
UPDATE tsd_aql_plans
SET score_accept_no = CASE accept_no WHEN 2 THEN 1 WHEN 3 THEN 2 WHEN 5 THEN 3 WHEN 7 THEN 5 WHEN 10 THEN 7
  WHEN 14 THEN 10 WHEN 21 THEN 14 END
WHERE accept_no >= 2;

-- Tightened, AQL 1.0: A-F point down to F (20: 0/1), G up to F, H down to J.
INSERT INTO tsd_aql_plans (aql, code_letter, sample_size, accept_no, reject_no, severity) VALUES
  (1.0, 'A', 20, 0, 1, 'Tightened'), (1.0, 'B', 20, 0, 1, 'Tightened'), (1.0, 'C', 20, 0, 1, 'Tightened'),
  (1.0, 'D', 20, 0, 1, 'Tightened'), (1.0, 'E', 20, 0, 1, 'Tightened'), (1.0, 'F', 20, 0, 1, 'Tightened'),
  (1.0, 'G', 20, 0, 1, 'Tightened'), (1.0, 'H', 80, 1, 2, 'Tightened'), (1.0, 'J', 80, 1, 2, 'Tightened'),
  (1.0, 'K', 125, 2, 3, 'Tightened'), (1.0, 'L', 200, 3, 4, 'Tightened'), (1.0, 'M', 315, 5, 6, 'Tightened'),
  (1.0, 'N', 500, 8, 9, 'Tightened'), (1.0, 'P', 800, 12, 13, 'Tightened'), (1.0, 'Q', 1250, 18, 19, 'Tightened');
-- Tightened, AQL 2.5: A-C point down to D (8: 0/1), E up to D, F down to G; P and Q up to N.
INSERT INTO tsd_aql_plans (aql, code_letter, sample_size, accept_no, reject_no, severity) VALUES
  (2.5, 'A', 8, 0, 1, 'Tightened'), (2.5, 'B', 8, 0, 1, 'Tightened'), (2.5, 'C', 8, 0, 1, 'Tightened'),
  (2.5, 'D', 8, 0, 1, 'Tightened'), (2.5, 'E', 8, 0, 1, 'Tightened'), (2.5, 'F', 32, 1, 2, 'Tightened'),
  (2.5, 'G', 32, 1, 2, 'Tightened'), (2.5, 'H', 50, 2, 3, 'Tightened'), (2.5, 'J', 80, 3, 4, 'Tightened'),
  (2.5, 'K', 125, 5, 6, 'Tightened'), (2.5, 'L', 200, 8, 9, 'Tightened'), (2.5, 'M', 315, 12, 13, 'Tightened'),
  (2.5, 'N', 500, 18, 19, 'Tightened'), (2.5, 'P', 500, 18, 19, 'Tightened'), (2.5, 'Q', 500, 18, 19, 'Tightened');
-- Reduced, AQL 1.0: A-H take 13 (0/1); J points down to K (50: 1/2).
INSERT INTO tsd_aql_plans (aql, code_letter, sample_size, accept_no, reject_no, severity) VALUES
  (1.0, 'A', 13, 0, 1, 'Reduced'), (1.0, 'B', 13, 0, 1, 'Reduced'), (1.0, 'C', 13, 0, 1, 'Reduced'),
  (1.0, 'D', 13, 0, 1, 'Reduced'), (1.0, 'E', 13, 0, 1, 'Reduced'), (1.0, 'F', 13, 0, 1, 'Reduced'),
  (1.0, 'G', 13, 0, 1, 'Reduced'), (1.0, 'H', 13, 0, 1, 'Reduced'), (1.0, 'J', 50, 1, 2, 'Reduced'),
  (1.0, 'K', 50, 1, 2, 'Reduced'), (1.0, 'L', 80, 2, 3, 'Reduced'), (1.0, 'M', 125, 3, 4, 'Reduced'),
  (1.0, 'N', 200, 5, 6, 'Reduced'), (1.0, 'P', 315, 7, 8, 'Reduced'), (1.0, 'Q', 500, 10, 11, 'Reduced');
-- Reduced, AQL 2.5: A-F take 5 (0/1); G points down to H (20: 1/2).
INSERT INTO tsd_aql_plans (aql, code_letter, sample_size, accept_no, reject_no, severity) VALUES
  (2.5, 'A', 5, 0, 1, 'Reduced'), (2.5, 'B', 5, 0, 1, 'Reduced'), (2.5, 'C', 5, 0, 1, 'Reduced'),
  (2.5, 'D', 5, 0, 1, 'Reduced'), (2.5, 'E', 5, 0, 1, 'Reduced'), (2.5, 'F', 5, 0, 1, 'Reduced'),
  (2.5, 'G', 20, 1, 2, 'Reduced'), (2.5, 'H', 20, 1, 2, 'Reduced'), (2.5, 'J', 32, 2, 3, 'Reduced'),
  (2.5, 'K', 50, 3, 4, 'Reduced'), (2.5, 'L', 80, 5, 6, 'Reduced'), (2.5, 'M', 125, 7, 8, 'Reduced'),
  (2.5, 'N', 200, 10, 11, 'Reduced'), (2.5, 'P', 315, 14, 15, 'Reduced'), (2.5, 'Q', 500, 21, 22, 'Reduced');

-- Each lot keeps the severity it was formed at and its plan's score number (posted with the plan).
ALTER TABLE tsd_meter_lots
  ADD COLUMN severity text NOT NULL DEFAULT 'Normal' CHECK (severity IN ('Normal', 'Tightened', 'Reduced'));
ALTER TABLE tsd_meter_lots ALTER COLUMN severity DROP DEFAULT;
ALTER TABLE tsd_meter_lots ADD COLUMN score_accept_no integer;
