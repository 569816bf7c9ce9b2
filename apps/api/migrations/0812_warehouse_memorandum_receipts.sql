-- Memorandum receipts (decision 091): equipment in an employee's keeping, with what it is, its
-- serial, quantity and cost; transferred to another employee (a new receipt naming the one it
-- replaces) or returned; the employee signs on screen, the signature kept with the receipt.
CREATE TABLE wh_memorandum_receipts (
  id serial PRIMARY KEY,
  control_no text NOT NULL,
  issued_on date NOT NULL,
  employee_id integer NOT NULL REFERENCES employees (id),
  material_id integer REFERENCES wh_materials (id),
  description text NOT NULL,
  serial_no text,
  quantity numeric(14, 2) NOT NULL CHECK (quantity > 0),
  unit_cost numeric(16, 4) NOT NULL CHECK (unit_cost >= 0),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Transferred', 'Returned')),
  transferred_from_id integer UNIQUE REFERENCES wh_memorandum_receipts (id),
  ended_on date,
  remarks text NOT NULL DEFAULT '',
  signed_by_name text,
  signature text,
  signed_at timestamptz,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'Active') = (ended_on IS NULL)),
  CHECK ((signature IS NULL) = (signed_at IS NULL)),
  CHECK (signature IS NULL OR (signature LIKE 'data:image/png;base64,%' AND length(signature) <= 400000))
);
CREATE UNIQUE INDEX wh_memorandum_receipts_control_no_key ON wh_memorandum_receipts (control_no);
CREATE INDEX wh_memorandum_receipts_employee_idx ON wh_memorandum_receipts (employee_id, status);
CREATE INDEX wh_memorandum_receipts_material_idx ON wh_memorandum_receipts (material_id, status);

-- What was received stays as received: a receipt only ends (transferred or returned, once) and
-- takes its signature once.
SELECT protect_posted_records('wh_memorandum_receipts', 'status',
  'Active>Active Active>Transferred Active>Returned Transferred>Transferred Returned>Returned',
  'ended_on', 'signed_by_name', 'signature', 'signed_at');
