-- Motor pool (ISD): vehicles, trip tickets signed through the approval engine (no overlapping
-- approved trips for one vehicle or driver), gas slips with their print count, and maintenance
-- with the next service due by date or mileage (DOMAIN.md section 6, decision 100).
CREATE TABLE motorpool_vehicles (
  id serial PRIMARY KEY,
  vehicle_no text NOT NULL UNIQUE,
  plate_no text NOT NULL UNIQUE,
  name text NOT NULL,
  classification text NOT NULL,
  rfid text,
  assigned_driver_id integer REFERENCES employees (id),
  date_acquired date,
  -- Active, UnderRepair, Disposed (disposed vehicles are kept, never deleted)
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'UnderRepair', 'Disposed')),
  -- The last odometer reading known (km): a closed trip's odometer in, or a service's mileage.
  odometer integer NOT NULL DEFAULT 0 CHECK (odometer >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE motorpool_trip_tickets (
  id serial PRIMARY KEY,
  trip_no text NOT NULL UNIQUE,
  vehicle_id integer NOT NULL REFERENCES motorpool_vehicles (id),
  driver_id integer NOT NULL REFERENCES employees (id),
  passengers text,
  destination text NOT NULL,
  purpose text NOT NULL,
  scheduled_start timestamptz NOT NULL,
  scheduled_end timestamptz NOT NULL,
  actual_start timestamptz,
  actual_end timestamptz,
  odometer_out integer CHECK (odometer_out >= 0),
  odometer_in integer CHECK (odometer_in >= 0),
  is_operation boolean NOT NULL DEFAULT true,
  is_out_of_coverage boolean NOT NULL DEFAULT false,
  -- 0 Pending, 1 Approved, 2 Rejected, 3 Closed, 4 Cancelled
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  closed_at timestamptz,
  cancel_reason text,
  CHECK (scheduled_end > scheduled_start),
  CHECK (odometer_in IS NULL OR odometer_in >= odometer_out)
);
CREATE INDEX motorpool_trip_tickets_vehicle ON motorpool_trip_tickets (vehicle_id, scheduled_start);
CREATE INDEX motorpool_trip_tickets_driver ON motorpool_trip_tickets (driver_id, scheduled_start);

CREATE TABLE motorpool_gas_slips (
  id serial PRIMARY KEY,
  slip_no text NOT NULL UNIQUE,
  slip_date date NOT NULL,
  vehicle_id integer NOT NULL REFERENCES motorpool_vehicles (id),
  driver_id integer NOT NULL REFERENCES employees (id),
  trip_ticket_id integer REFERENCES motorpool_trip_tickets (id),
  gas_station text NOT NULL,
  fuel_type text NOT NULL CHECK (fuel_type IN ('Diesel', 'Gasoline')),
  liters numeric(10, 2) NOT NULL CHECK (liters > 0),
  price_per_liter numeric(10, 2) NOT NULL CHECK (price_per_liter > 0),
  with_container boolean NOT NULL DEFAULT false,
  purpose text NOT NULL,
  print_count integer NOT NULL DEFAULT 0,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX motorpool_gas_slips_vehicle ON motorpool_gas_slips (vehicle_id, slip_date);
-- A gas slip is issued once: afterwards only its print count moves, one print at a time
-- (SQLSTATE IL409 like protect_posted_records, whose status transitions cannot say "count + 1").
CREATE FUNCTION motorpool_gas_slip_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.print_count = OLD.print_count + 1
     AND (to_jsonb(NEW) - 'print_count') = (to_jsonb(OLD) - 'print_count') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'issued gas slips cannot be changed or removed (%); issue a new slip instead', TG_OP
    USING ERRCODE = 'IL409';
END
$$;
CREATE TRIGGER motorpool_gas_slips_issued BEFORE UPDATE OR DELETE ON motorpool_gas_slips
  FOR EACH ROW EXECUTE FUNCTION motorpool_gas_slip_issued();

CREATE TABLE motorpool_maintenance (
  id serial PRIMARY KEY,
  ref_no text NOT NULL UNIQUE,
  vehicle_id integer NOT NULL REFERENCES motorpool_vehicles (id),
  kind text NOT NULL CHECK (kind IN ('Battery', 'Oil', 'Tires', 'Brakes', 'TuneUp', 'Other')),
  service_date date NOT NULL,
  mileage integer NOT NULL CHECK (mileage >= 0),
  next_service_date date,
  next_service_mileage integer CHECK (next_service_mileage >= 0),
  cost numeric(12, 2) NOT NULL DEFAULT 0 CHECK (cost >= 0),
  service_center text,
  services_performed text NOT NULL,
  performed_by text,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX motorpool_maintenance_vehicle ON motorpool_maintenance (vehicle_id, kind, service_date);

INSERT INTO approval_document_types (code, name, module, link)
VALUES ('motorpool.trip-ticket', 'Trip ticket', 'motorpool', '/isd/motor-pool/transportation-travel/form');
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'motorpool.trip-ticket', 1, id FROM signatory_types WHERE name = 'Approver';
INSERT INTO approval_step_members (step_id, role)
SELECT id, 'MotorPool' FROM approval_chain_steps WHERE document_type = 'motorpool.trip-ticket';
