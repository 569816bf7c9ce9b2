-- Travel orders (OGM, read by IAD): a TO number per year, travellers, destination, purpose, dates,
-- funding and estimated expenses, signed through the approval engine (decision 014, 100).
CREATE TABLE travel_orders (
  id serial PRIMARY KEY,
  to_year integer NOT NULL,
  to_seq integer NOT NULL,
  to_number text NOT NULL UNIQUE,
  destination text NOT NULL,
  purpose text NOT NULL,
  date_from date NOT NULL,
  date_to date NOT NULL,
  funding text NOT NULL,
  estimated_expenses numeric(14, 2) NOT NULL DEFAULT 0 CHECK (estimated_expenses >= 0),
  transportation text,
  remarks text,
  -- 0 Draft, 1 Pending, 2 Approved, 3 Rejected, 4 Withdrawn, 5 Cancelled
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4, 5)),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  decided_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  UNIQUE (to_year, to_seq),
  CHECK (date_to >= date_from)
);
CREATE INDEX travel_orders_dates ON travel_orders (date_from, date_to);
CREATE INDEX travel_orders_status ON travel_orders (status);

CREATE TABLE travel_order_travellers (
  travel_order_id integer NOT NULL REFERENCES travel_orders (id) ON DELETE CASCADE,
  employee_id integer NOT NULL REFERENCES employees (id),
  seq smallint NOT NULL,
  PRIMARY KEY (travel_order_id, employee_id)
);
CREATE INDEX travel_order_travellers_employee ON travel_order_travellers (employee_id);

INSERT INTO approval_document_types (code, name, module, link)
VALUES ('travel.travel-order', 'Travel order', 'travel', '/ogm/travel-orders');

-- Default chain: the department head recommends (DepartmentDtrMonitoring of the first traveller's
-- department), the general manager's office approves (Manager). Administrators change it at
-- /admin/signatories.
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'travel.travel-order', 1, id FROM signatory_types WHERE name = 'Recommender';
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'travel.travel-order', 2, id FROM signatory_types WHERE name = 'Approver';

INSERT INTO approval_step_members (step_id, role, own_department)
SELECT id, 'DepartmentDtrMonitoring', true FROM approval_chain_steps
WHERE document_type = 'travel.travel-order' AND seq = 1;
INSERT INTO approval_step_members (step_id, role, own_department)
SELECT id, 'Manager', false FROM approval_chain_steps
WHERE document_type = 'travel.travel-order' AND seq = 2;
