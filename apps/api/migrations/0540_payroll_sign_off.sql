-- Payroll sign-off (issue 13 item 5, decision 063): a generated payroll is submitted to the
-- approval engine (decision 014) and signed by the Payroll Checker, Recommender, Auditor and
-- Approver in that order; the final approval posts it (the 0500 trigger then locks it).
ALTER TABLE payrolls
  ADD COLUMN posted_by integer REFERENCES users (id),
  ADD COLUMN submitted_at timestamptz;

INSERT INTO approval_document_types (code, name, module, link)
VALUES ('payroll.payroll', 'Payroll', 'payroll', '/isd/hr/payroll-management/payrolls');

-- The default chain; the administrator names the signatories at /admin/signatories. Step 1 is a
-- payroll clerk other than the one who prepared it (the engine refuses the requester); the
-- recommender and the approver are two different managers (a person signs a request once).
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'payroll.payroll', v.seq, t.id
FROM (VALUES (1, 'Payroll Checker'), (2, 'Payroll Recommender'), (3, 'Payroll Auditor'), (4, 'Payroll Approver')) AS v(seq, name)
JOIN signatory_types t ON t.name = v.name;
INSERT INTO approval_step_members (step_id, role)
SELECT s.id, v.role
FROM (VALUES (1, 'Payroll'), (2, 'Manager'), (3, 'AuditViewer'), (4, 'Manager')) AS v(seq, role)
JOIN approval_chain_steps s ON s.document_type = 'payroll.payroll' AND s.seq = v.seq;
