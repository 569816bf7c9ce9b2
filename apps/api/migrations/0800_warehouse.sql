-- Warehouse (docs/decisions/090-warehouse.md): the catalogue (units, material types, accounting
-- categories, locations per branch, materials), stock documents (MRR receipts, MCT issues, MCRT
-- returns, MST salvage, transfers) posted once at final approval, the stock on hand per item and location, and
-- the bin card: every posted movement with its running quantity, moving average unit cost and value.

CREATE TABLE wh_units (
  id serial PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX wh_units_code_key ON wh_units (lower(code));

CREATE TABLE wh_material_types (
  id serial PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX wh_material_types_code_key ON wh_material_types (lower(code));

-- Accounting's material category: the inventory account the category's items are carried in.
CREATE TABLE wh_material_categories (
  id serial PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  account_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX wh_material_categories_code_key ON wh_material_categories (lower(code));

CREATE TABLE wh_locations (
  id serial PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  branch_code integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX wh_locations_code_key ON wh_locations (lower(code));

CREATE TABLE wh_materials (
  id serial PRIMARY KEY,
  item_code text NOT NULL,
  description text NOT NULL,
  unit_id integer NOT NULL REFERENCES wh_units (id),
  type_id integer NOT NULL REFERENCES wh_material_types (id),
  category_id integer NOT NULL REFERENCES wh_material_categories (id),
  critical_level numeric(14, 2) NOT NULL DEFAULT 0 CHECK (critical_level >= 0),
  not_for_stock boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  -- A salvage item (usable or scrap, from a salvage ticket): never blended with new stock's cost.
  salvage_of_id integer REFERENCES wh_materials (id),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX wh_materials_item_code_key ON wh_materials (item_code);
CREATE INDEX wh_materials_description_idx ON wh_materials (lower(description));

-- Stock on hand per item and location: the bin card's last balance, plus what pending charge
-- tickets hold. The checks are the last line of "stock never goes negative".
CREATE TABLE wh_stock (
  material_id integer NOT NULL REFERENCES wh_materials (id),
  location_id integer NOT NULL REFERENCES wh_locations (id),
  quantity numeric(14, 2) NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  reserved numeric(14, 2) NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  unit_cost numeric(16, 4) NOT NULL DEFAULT 0 CHECK (unit_cost >= 0),
  value numeric(16, 2) NOT NULL DEFAULT 0 CHECK (value >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (material_id, location_id),
  CONSTRAINT wh_stock_reserved_within_quantity CHECK (reserved <= quantity)
);

CREATE TABLE wh_documents (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('MRR', 'MCT', 'MCRT', 'MST', 'MTS')),
  control_no text NOT NULL,
  document_date date NOT NULL,
  location_id integer NOT NULL REFERENCES wh_locations (id),
  to_location_id integer REFERENCES wh_locations (id),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Posted', 'Rejected', 'Cancelled', 'Reversed')),
  particulars text NOT NULL DEFAULT '',
  supplier text,
  po_no text,
  invoice_no text,
  delivery_no text,
  vat_type text CHECK (vat_type IN ('Inclusive', 'Exclusive', 'Exempt')),
  freight numeric(14, 2) NOT NULL DEFAULT 0 CHECK (freight >= 0),
  charge_account text,
  work_order_no text,
  charged_document_id integer REFERENCES wh_documents (id),
  reversal_of_id integer REFERENCES wh_documents (id),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  posted_at timestamptz,
  posted_by integer REFERENCES users (id),
  closed_remarks text,
  CHECK ((kind = 'MTS') = (to_location_id IS NOT NULL)),
  CHECK (to_location_id IS NULL OR to_location_id <> location_id)
);
CREATE UNIQUE INDEX wh_documents_control_no_key ON wh_documents (control_no);
CREATE UNIQUE INDEX wh_documents_one_reversal ON wh_documents (reversal_of_id) WHERE reversal_of_id IS NOT NULL;
CREATE INDEX wh_documents_kind_date_idx ON wh_documents (kind, document_date DESC, id DESC);

CREATE TABLE wh_document_lines (
  id serial PRIMARY KEY,
  document_id integer NOT NULL REFERENCES wh_documents (id),
  line_no integer NOT NULL,
  material_id integer NOT NULL REFERENCES wh_materials (id),
  quantity numeric(14, 2) NOT NULL CHECK (quantity > 0),
  -- The receipt's price as invoiced (MRR) or the cost a return goes back at (MCRT, from its MCT).
  unit_price numeric(16, 4),
  charged_line_id integer REFERENCES wh_document_lines (id),
  -- A salvage ticket's line: usable salvage or scrap (at its realizable value).
  condition text CHECK (condition IN ('Usable', 'Scrap')),
  UNIQUE (document_id, line_no)
);
CREATE INDEX wh_document_lines_charged_idx ON wh_document_lines (charged_line_id) WHERE charged_line_id IS NOT NULL;

-- The bin card. One row per line and location (a transfer moves out of one and into the other);
-- the unique key is the database's own "posted once". A salvage line moves its salvage item.
CREATE TABLE wh_movements (
  id bigserial PRIMARY KEY,
  material_id integer NOT NULL REFERENCES wh_materials (id),
  location_id integer NOT NULL REFERENCES wh_locations (id),
  document_id integer NOT NULL REFERENCES wh_documents (id),
  document_line_id integer NOT NULL REFERENCES wh_document_lines (id),
  moved_on date NOT NULL,
  qty_in numeric(14, 2) NOT NULL DEFAULT 0 CHECK (qty_in >= 0),
  qty_out numeric(14, 2) NOT NULL DEFAULT 0 CHECK (qty_out >= 0),
  unit_cost numeric(16, 4) NOT NULL,
  amount numeric(16, 2) NOT NULL CHECK (amount >= 0),
  balance_quantity numeric(14, 2) NOT NULL CHECK (balance_quantity >= 0),
  balance_unit_cost numeric(16, 4) NOT NULL,
  balance_value numeric(16, 2) NOT NULL CHECK (balance_value >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((qty_in > 0) <> (qty_out > 0)),
  UNIQUE (document_line_id, location_id)
);
CREATE INDEX wh_movements_card_idx ON wh_movements (material_id, location_id, id);
CREATE INDEX wh_movements_date_idx ON wh_movements (moved_on, material_id);

-- Posted is final: movements never change; a document moves only from Pending to a closed status,
-- or from Posted to Reversed (its reversal is a new document); lines never change.
SELECT protect_posted_records('wh_movements');
SELECT protect_posted_records('wh_document_lines');
SELECT protect_posted_records('wh_documents', 'status',
  'Pending>Posted Pending>Rejected Pending>Cancelled Posted>Reversed', 'posted_at', 'posted_by', 'closed_remarks');

-- Approval: one step, a warehouse administrator, per document kind (decision 014).
INSERT INTO approval_document_types (code, name, module, link) VALUES
  ('warehouse.mrr', 'Material receiving report', 'warehouse', '/isd/warehouse/material-receiving-report'),
  ('warehouse.mct', 'Material charge ticket', 'warehouse', '/isd/warehouse/material-charge-ticket'),
  ('warehouse.mcrt', 'Material credit ticket', 'warehouse', '/isd/warehouse/material-credit-ticket'),
  ('warehouse.mst', 'Material salvage ticket', 'warehouse', '/isd/warehouse/material-salvage-ticket'),
  ('warehouse.mts', 'Material transfer stock', 'warehouse', '/isd/warehouse/material-transfer-stock');
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT d.code, 1, s.id FROM signatory_types s
CROSS JOIN (VALUES ('warehouse.mrr'), ('warehouse.mct'), ('warehouse.mcrt'), ('warehouse.mst'), ('warehouse.mts')) AS d (code)
WHERE s.name = 'Approver';
INSERT INTO approval_step_members (step_id, role)
SELECT id, 'WarehouseAdmin' FROM approval_chain_steps WHERE document_type LIKE 'warehouse.%';

-- The starting catalogue's reference lists.
INSERT INTO wh_units (code, name) VALUES
  ('pc', 'piece'), ('m', 'meter'), ('kg', 'kilogram'), ('set', 'set'), ('roll', 'roll'), ('box', 'box'),
  ('unit', 'unit'), ('ream', 'ream');
INSERT INTO wh_material_types (code, name) VALUES
  ('LM', 'Line materials'), ('TR', 'Transformers'), ('MT', 'kWh meters'), ('OS', 'Office supplies'),
  ('TL', 'Tools and equipment');
INSERT INTO wh_material_categories (code, name, account_code) VALUES
  ('LINE', 'Line materials and supplies', '154.10'),
  ('XFMR', 'Distribution transformers', '154.20'),
  ('METER', 'kWh meters and metering', '154.30'),
  ('OFFICE', 'Office supplies', '154.40'),
  ('TOOLS', 'Tools and equipment', '154.50');
