-- Leave applications and DTR correction requests go through the approval engine (0050, decision
-- 014). Default chains keep who decided before: HR's leave ledger staff approve leave; a DTR
-- correction is approved by the department's DTR monitor or by HR.

INSERT INTO approval_document_types (code, name, module, link) VALUES
  ('leave.application', 'Leave application', 'leave', '/isd/hr/employee-leaves/transactions?status=0'),
  ('dtr.correction', 'DTR correction request', 'dtr', '/department/daily-time-record?view=requests');

INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT code, 1, (SELECT id FROM signatory_types WHERE name = 'Approver')
FROM approval_document_types WHERE code IN ('leave.application', 'dtr.correction');

INSERT INTO approval_step_members (step_id, role)
SELECT s.id, 'LeaveLedger' FROM approval_chain_steps s WHERE s.document_type = 'leave.application';

INSERT INTO approval_step_members (step_id, role, own_department)
SELECT s.id, m.role, m.own_department
FROM approval_chain_steps s
CROSS JOIN (VALUES ('DepartmentDtrMonitoring', true), ('Employee', false)) AS m (role, own_department)
WHERE s.document_type = 'dtr.correction';

-- A correction request can now be withdrawn (status 3) as well as approved or disapproved.
ALTER TABLE dtr_correction_requests DROP CONSTRAINT dtr_correction_requests_status_check;
ALTER TABLE dtr_correction_requests ADD CONSTRAINT dtr_correction_requests_status_check CHECK (status IN (0, 1, 2, 3));

-- Requests on file keep their history in the engine: Approval (Pending 0, Approved 1,
-- Disapproved 2) maps to Pending, Approved, Rejected; a cancelled application (3) was Approved
-- when it had been decided (then reversed), else Withdrawn. A pending application filed by no
-- one (seeded) is requested in the employee's name so it can still be decided.
INSERT INTO approval_requests (document_type, document_id, summary, subject_employee_id, requested_by, requested_at, status, current_step, closed_at)
SELECT 'leave.application', a.id,
       e.last_name || ', ' || e.first_name || ' (' || e.employee_id || '): ' || t.name || ', ' || a.date_from || ' to ' || a.date_to,
       a.employee_id, coalesce(a.filed_by, e.user_id, (SELECT min(id) FROM users)), a.filed_at,
       CASE WHEN a.status = 0 THEN 'Pending'
            WHEN a.status = 1 OR (a.status = 3 AND a.decided_at IS NOT NULL) THEN 'Approved'
            WHEN a.status = 2 THEN 'Rejected'
            ELSE 'Withdrawn' END,
       CASE WHEN a.status = 0 THEN 1 END,
       CASE WHEN a.status <> 0 THEN coalesce(a.decided_at, a.cancelled_at, a.filed_at) END
FROM leave_applications a
JOIN employees e ON e.id = a.employee_id
JOIN leave_types t ON t.id = a.leave_type_id
WHERE a.filed_by IS NOT NULL OR a.status = 0;

INSERT INTO approval_requests (document_type, document_id, summary, subject_employee_id, requested_by, requested_at, status, current_step, closed_at)
SELECT 'dtr.correction', c.id,
       e.last_name || ', ' || e.first_name || ' (' || e.employee_id || '): ' || c.record_date || ', ' || c.reason,
       c.employee_id, coalesce(c.requested_by, e.user_id, (SELECT min(id) FROM users)), c.requested_at,
       (ARRAY['Pending', 'Approved', 'Rejected'])[c.status + 1],
       CASE WHEN c.status = 0 THEN 1 END,
       CASE WHEN c.status <> 0 THEN coalesce(c.decided_at, c.requested_at) END
FROM dtr_correction_requests c
JOIN employees e ON e.id = c.employee_id
WHERE c.requested_by IS NOT NULL OR c.status = 0;

INSERT INTO approval_decisions (request_id, action, decided_by, decided_at)
SELECT r.id, 'Submitted', r.requested_by, r.requested_at
FROM approval_requests r WHERE r.document_type IN ('leave.application', 'dtr.correction');

INSERT INTO approval_decisions (request_id, action, step, signatory_type_id, decided_by, decided_at, remarks)
SELECT r.id, r.status, 1, (SELECT id FROM signatory_types WHERE name = 'Approver'), a.decided_by, a.decided_at, a.decision_remarks
FROM approval_requests r
JOIN leave_applications a ON a.id = r.document_id
WHERE r.document_type = 'leave.application' AND a.decided_by IS NOT NULL AND r.status IN ('Approved', 'Rejected');

INSERT INTO approval_decisions (request_id, action, step, signatory_type_id, decided_by, decided_at, remarks)
SELECT r.id, r.status, 1, (SELECT id FROM signatory_types WHERE name = 'Approver'), c.decided_by, c.decided_at, c.decision_remarks
FROM approval_requests r
JOIN dtr_correction_requests c ON c.id = r.document_id
WHERE r.document_type = 'dtr.correction' AND c.decided_by IS NOT NULL AND r.status IN ('Approved', 'Rejected');

INSERT INTO approval_decisions (request_id, action, decided_by, decided_at, remarks)
SELECT r.id, 'Withdrawn', a.cancelled_by, a.cancelled_at, a.cancel_reason
FROM approval_requests r
JOIN leave_applications a ON a.id = r.document_id
WHERE r.document_type = 'leave.application' AND r.status = 'Withdrawn' AND a.cancelled_by IS NOT NULL;
