-- Requisitions (decision 091): the supplies requisition voucher, the service requisition voucher
-- of a service request, the material transfer request and the office supply request. Filed,
-- approved through the engine, holding their quantities at the issuing location (wh_stock.reserved)
-- from filing until the charge ticket or transfer that issues them takes the reservation over.
CREATE TABLE wh_requisitions (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('SRV', 'SERVICE', 'MTR', 'OFFICE')),
  control_no text NOT NULL,
  request_date date NOT NULL,
  location_id integer NOT NULL REFERENCES wh_locations (id),
  to_location_id integer REFERENCES wh_locations (id),
  purpose text NOT NULL,
  charge_account text,
  work_order_no text,
  service_request_id integer REFERENCES msd_service_requests (id),
  status text NOT NULL DEFAULT 'Pending'
    CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Cancelled', 'Issued', 'Received')),
  requested_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz,
  issued_document_id integer REFERENCES wh_documents (id),
  received_by_name text,
  received_signature text,
  received_at timestamptz,
  closed_remarks text,
  CHECK ((kind = 'MTR') = (to_location_id IS NOT NULL)),
  CHECK (to_location_id IS NULL OR to_location_id <> location_id),
  CHECK ((kind = 'SERVICE') = (service_request_id IS NOT NULL)),
  CHECK ((status IN ('Issued', 'Received')) = (issued_document_id IS NOT NULL)),
  CHECK ((status = 'Received') = (received_signature IS NOT NULL AND received_at IS NOT NULL)),
  -- A PNG data URL of the recipient's signature (a few kilobytes), never a file elsewhere.
  CHECK (received_signature IS NULL OR (received_signature LIKE 'data:image/png;base64,%' AND length(received_signature) <= 400000))
);
CREATE UNIQUE INDEX wh_requisitions_control_no_key ON wh_requisitions (control_no);
CREATE INDEX wh_requisitions_kind_date_idx ON wh_requisitions (kind, request_date DESC, id DESC);
CREATE INDEX wh_requisitions_requested_by_idx ON wh_requisitions (requested_by, id DESC);
CREATE UNIQUE INDEX wh_requisitions_issued_by_key ON wh_requisitions (issued_document_id)
  WHERE issued_document_id IS NOT NULL;

CREATE TABLE wh_requisition_lines (
  id serial PRIMARY KEY,
  requisition_id integer NOT NULL REFERENCES wh_requisitions (id),
  line_no integer NOT NULL,
  material_id integer NOT NULL REFERENCES wh_materials (id),
  quantity numeric(14, 2) NOT NULL CHECK (quantity > 0),
  UNIQUE (requisition_id, line_no)
);

-- The charge ticket (or transfer) that issues a requisition names it.
ALTER TABLE wh_documents ADD COLUMN requisition_id integer REFERENCES wh_requisitions (id);
CREATE INDEX wh_documents_requisition_idx ON wh_documents (requisition_id) WHERE requisition_id IS NOT NULL;

-- Filed is final: lines never change; the voucher moves only along its statuses (an issuing
-- document closed unposted gives the voucher back to Approved) and takes the recipient's signature once.
SELECT protect_posted_records('wh_requisition_lines');
SELECT protect_posted_records('wh_requisitions', 'status',
  'Pending>Approved Pending>Rejected Pending>Cancelled Approved>Cancelled Approved>Issued Issued>Approved Issued>Received',
  'approved_at', 'issued_document_id', 'received_by_name', 'received_signature', 'received_at', 'closed_remarks');

INSERT INTO approval_document_types (code, name, module, link) VALUES
  ('warehouse.srv', 'Supplies requisition voucher', 'warehouse', '/tsd/supplies-requisition-voucher'),
  ('warehouse.service', 'Service requisition voucher', 'warehouse', '/tsd/service-requesition-voucher'),
  ('warehouse.mtr', 'Material transfer request', 'warehouse', '/isd/warehouse/material-transfer/admin'),
  ('warehouse.office', 'Office supply request', 'warehouse', '/isd/warehouse/material-office-supply/admin');
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT d.code, 1, s.id FROM signatory_types s
CROSS JOIN (VALUES ('warehouse.srv'), ('warehouse.service'), ('warehouse.mtr'), ('warehouse.office')) AS d (code)
WHERE s.name = 'Approver';
INSERT INTO approval_step_members (step_id, role)
SELECT id, 'WarehouseAdmin' FROM approval_chain_steps
WHERE document_type IN ('warehouse.srv', 'warehouse.service', 'warehouse.mtr', 'warehouse.office');
