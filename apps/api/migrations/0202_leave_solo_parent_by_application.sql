-- Solo parent leave (7 days a year) is for employees with a solo parent ID, not for everyone: it
-- is granted by application and used in full, like maternity or paternity leave, instead of an
-- annual grant to every employee. See docs/decisions/023-leave-imports-closing-and-applications.md.
UPDATE leave_types SET earning_rule = 'None', annual_credit = 0
WHERE code = 'SPAR' AND earning_rule = 'Annual';
