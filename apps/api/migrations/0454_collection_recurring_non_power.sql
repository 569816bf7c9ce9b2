-- Recurring non-power bills (issue 12 item 9, decision 057): a schedule bills a consumer the same
-- amount each bill month for a number of months (e.g. new-connection installments); the bills are
-- generated per bill month, once: a bill of a schedule is unique per month.
CREATE TABLE collection_non_power_schedules (
  id serial PRIMARY KEY,
  type_id integer NOT NULL REFERENCES collection_non_power_types (id),
  consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  description text,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  first_period text NOT NULL CHECK (first_period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  months integer NOT NULL CHECK (months BETWEEN 1 AND 120),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collection_non_power_schedules_consumer ON collection_non_power_schedules (consumer_id);
SELECT protect_posted_records('collection_non_power_schedules');

ALTER TABLE collection_non_power_bills ADD COLUMN schedule_id integer REFERENCES collection_non_power_schedules (id);
ALTER TABLE collection_non_power_bills ADD COLUMN period text;
CREATE UNIQUE INDEX collection_non_power_bills_schedule_month ON collection_non_power_bills (schedule_id, period)
  WHERE schedule_id IS NOT NULL;
