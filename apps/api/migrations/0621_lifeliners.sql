-- Member services: the lifeliner registry (RA 11552): applications with their basis, the
-- decision due in two working days, disqualification flags, one account per household, and the
-- dated record of the tag billing reads (docs/decisions/072-connection-orders-and-lifeliners.md).
CREATE TABLE msd_lifeliner_applications (
  id serial PRIMARY KEY,
  application_no text NOT NULL UNIQUE,
  consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  basis text NOT NULL CHECK (basis IN ('FourPs', 'SocialWelfare')),
  -- The household: its 4Ps household ID, or the LSWDO certificate's number for a certified one.
  household_id text NOT NULL,
  beneficiary_name text NOT NULL,
  certificate_date date,
  net_metering boolean NOT NULL DEFAULT false,
  pilferage_violation boolean NOT NULL DEFAULT false,
  socialized_housing boolean NOT NULL DEFAULT false,
  filed_on date NOT NULL,
  decision_due date NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Ended')),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  decision_remarks text,
  effective_from date,
  effective_to date,
  ended_by integer REFERENCES users (id),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (basis <> 'SocialWelfare' OR certificate_date IS NOT NULL),
  CHECK (status NOT IN ('Approved', 'Ended') OR effective_from IS NOT NULL),
  CHECK ((status = 'Ended') = (effective_to IS NOT NULL))
);
-- One account per household across all accounts, and one open application per account.
CREATE UNIQUE INDEX msd_lifeliner_household ON msd_lifeliner_applications (lower(household_id)) WHERE status = 'Approved';
CREATE UNIQUE INDEX msd_lifeliner_consumer ON msd_lifeliner_applications (consumer_id) WHERE status IN ('Pending', 'Approved');
CREATE INDEX msd_lifeliner_created ON msd_lifeliner_applications (created_at DESC, id DESC);
CREATE INDEX msd_lifeliner_status_due ON msd_lifeliner_applications (status, decision_due);
