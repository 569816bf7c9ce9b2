-- Power suppliers and the energy bought from them (docs/decisions/080): suppliers with their
-- contracts, daily energy (kWh) and peak demand (kW) per metering point entered on a form or
-- summed from imported 15-minute interval data, company use per month, and the system-loss cap.

CREATE TABLE tsd_power_suppliers (
  id serial PRIMARY KEY,
  name text NOT NULL,
  contract_no text,
  contract_start date,
  contract_end date CHECK (contract_end IS NULL OR contract_start IS NULL OR contract_end >= contract_start),
  contracted_demand_kw numeric(12, 3),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tsd_power_suppliers_name_key ON tsd_power_suppliers (lower(name));

CREATE TABLE tsd_power_supplies (
  id serial PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES tsd_power_suppliers (id),
  metering_point text NOT NULL,
  supply_date date NOT NULL,
  energy_kwh numeric(14, 3) NOT NULL CHECK (energy_kwh >= 0),
  peak_demand_kw numeric(12, 3) NOT NULL CHECK (peak_demand_kw >= 0),
  intervals integer NOT NULL DEFAULT 0,
  source text NOT NULL CHECK (source IN ('Form', 'Import')),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (supplier_id, metering_point, supply_date)
);
CREATE INDEX tsd_power_supplies_date ON tsd_power_supplies (supply_date, supplier_id);

CREATE TABLE tsd_company_use (
  period text PRIMARY KEY CHECK (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  kwh numeric(14, 3) NOT NULL CHECK (kwh >= 0),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tsd_system_loss_caps (
  effective_from date PRIMARY KEY,
  cap_pct numeric(5, 2) NOT NULL CHECK (cap_pct > 0)
);
-- ERC's cap for cooperatives (GUESS: DOMAIN.md names the caps, not the figure); the administrator
-- adds the cooperative's own.
INSERT INTO tsd_system_loss_caps VALUES ('2000-01-01', 8.50);
