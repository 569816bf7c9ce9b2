-- Bill cancellations and bill adjustments go through the approval engine (0050, decision 014).
-- The bill cancellation approver list becomes the named signatories of the cancellation chain's
-- step; an adjustment becomes a request that posts only when approved.

INSERT INTO approval_document_types (code, name, module, link) VALUES
  ('billing.bill-cancellation', 'Bill cancellation', 'billing', '/fsd/billing/transactions/bill-cancellation-approval'),
  ('billing.bill-adjustment', 'Bill adjustment', 'billing', '/fsd/billing/transactions/bill-cancellation-approval?view=adjustments');

INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT code, 1, (SELECT id FROM signatory_types WHERE name = 'Approver')
FROM approval_document_types WHERE code IN ('billing.bill-cancellation', 'billing.bill-adjustment');

-- Cancellation: the configured approvers, by name (they also need the BillCancellationApprover role).
INSERT INTO approval_step_members (step_id, user_id, added_by, created_at)
SELECT s.id, a.user_id, a.added_by, a.created_at
FROM billing_cancellation_approvers a
JOIN approval_chain_steps s ON s.document_type = 'billing.bill-cancellation' AND s.seq = 1;

-- Adjustment: any holder of BillCancellationApprover until the administrator names someone.
INSERT INTO approval_step_members (step_id, role)
SELECT s.id, 'BillCancellationApprover' FROM approval_chain_steps s WHERE s.document_type = 'billing.bill-adjustment';

DROP TABLE billing_cancellation_approvers;

ALTER TABLE billing_cancellations DROP CONSTRAINT billing_cancellations_status_check;
ALTER TABLE billing_cancellations ADD CONSTRAINT billing_cancellations_status_check
  CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Withdrawn'));

-- Requests already on file keep their history in the engine (one step, decided or waiting).
INSERT INTO approval_requests (document_type, document_id, summary, requested_by, requested_at, status, current_step, closed_at)
SELECT 'billing.bill-cancellation', x.id,
       'Bill ' || b.bill_no || ', ' || c.name || ' (' || c.account_no || '), ' || b.total_amount::text,
       x.requested_by, x.requested_at, x.status,
       CASE WHEN x.status = 'Pending' THEN 1 END, x.decided_at
FROM billing_cancellations x
JOIN billing_bills b ON b.id = x.bill_id
JOIN billing_consumers c ON c.id = b.consumer_id;

INSERT INTO approval_decisions (request_id, action, decided_by, decided_at)
SELECT r.id, 'Submitted', r.requested_by, r.requested_at
FROM approval_requests r WHERE r.document_type = 'billing.bill-cancellation';

INSERT INTO approval_decisions (request_id, action, step, signatory_type_id, decided_by, decided_at, remarks)
SELECT r.id, x.status, 1, (SELECT id FROM signatory_types WHERE name = 'Approver'), x.decided_by, x.decided_at, x.decision_remarks
FROM approval_requests r
JOIN billing_cancellations x ON x.id = r.document_id
WHERE r.document_type = 'billing.bill-cancellation' AND x.status IN ('Approved', 'Rejected') AND x.decided_by IS NOT NULL;

-- An adjustment waiting for approval: the corrected reading and the bill it gives at the month's
-- rates (lines kept to show the approver); posted as reversal + corrected bill only when approved.
CREATE TABLE billing_adjustment_requests (
  id serial PRIMARY KEY,
  bill_id bigint NOT NULL REFERENCES billing_bills (id),
  previous_reading numeric(14, 2) NOT NULL,
  present_reading numeric(14, 2) NOT NULL,
  remark smallint CHECK (remark BETWEEN 0 AND 11),
  old_meter_final numeric(14, 2),
  new_meter_initial numeric(14, 2),
  demand_kw numeric(14, 3),
  proposed_kwh numeric(16, 2) NOT NULL,
  proposed_total numeric(14, 2) NOT NULL,
  proposed_lines jsonb NOT NULL,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Withdrawn')),
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  decision_remarks text,
  corrected_bill_id bigint REFERENCES billing_bills (id)
);
CREATE UNIQUE INDEX billing_adjustment_requests_one_pending ON billing_adjustment_requests (bill_id) WHERE status = 'Pending';
CREATE INDEX billing_adjustment_requests_status ON billing_adjustment_requests (status, id);
