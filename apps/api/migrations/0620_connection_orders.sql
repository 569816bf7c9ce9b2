-- Member services: the new connection's fees as a collection non-power bill, the OR that paid
-- them, and the connection order (CO) issued, assigned to a crew and energized into a billing
-- account (docs/decisions/072-connection-orders-and-lifeliners.md).

ALTER TABLE msd_connection_applications
  ADD COLUMN fee_bill_id integer REFERENCES collection_non_power_bills (id),
  ADD COLUMN or_number bigint,
  ADD COLUMN paid_at timestamptz,
  ADD CONSTRAINT msd_connection_applications_fee_bill UNIQUE (fee_bill_id);

CREATE TABLE msd_connection_orders (
  id serial PRIMARY KEY,
  co_number text NOT NULL UNIQUE,
  application_id integer NOT NULL REFERENCES msd_connection_applications (id),
  branch_code integer NOT NULL REFERENCES branches (code),
  status text NOT NULL DEFAULT 'Issued' CHECK (status IN ('Issued', 'Assigned', 'Energized', 'Cancelled')),
  or_number bigint NOT NULL,
  -- The account billing opens when energized (checked by billing at issue and again then).
  account_no text NOT NULL,
  consumer_class char(1) NOT NULL,
  town text NOT NULL,
  route_id integer REFERENCES billing_routes (id),
  sequence integer,
  team_id integer REFERENCES teams (id),
  scheduled_on date,
  meter_serial text,
  meter_brand text,
  seal_no text,
  initial_reading numeric(14, 2) CHECK (initial_reading >= 0),
  energized_at timestamptz,
  energized_by integer REFERENCES users (id),
  consumer_id integer REFERENCES billing_consumers (id),
  cancelled_at timestamptz,
  cancel_reason text,
  remarks text,
  issued_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'Energized' OR (consumer_id IS NOT NULL AND meter_serial IS NOT NULL AND seal_no IS NOT NULL
    AND initial_reading IS NOT NULL AND energized_at IS NOT NULL)),
  CHECK (status NOT IN ('Assigned', 'Energized') OR team_id IS NOT NULL)
);
-- One open or energized order per application; a cancelled one (its OR cancelled) leaves room.
CREATE UNIQUE INDEX msd_connection_orders_application ON msd_connection_orders (application_id) WHERE status <> 'Cancelled';
CREATE INDEX msd_connection_orders_created ON msd_connection_orders (created_at DESC, id DESC);
CREATE INDEX msd_connection_orders_branch ON msd_connection_orders (branch_code, status);
CREATE INDEX msd_connection_orders_search_no ON msd_connection_orders (lower(co_number) text_pattern_ops);
