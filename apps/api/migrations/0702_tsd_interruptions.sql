-- Power interruptions (docs/decisions/080): scheduled or unscheduled, by feeder or area, with the
-- consumers affected, and the thresholds the reliability indices and the notice warning read.

CREATE TABLE tsd_interruption_settings (
  effective_from date PRIMARY KEY,
  -- Interruptions this short are momentary and left out of the indices (IEEE 1366: 5 minutes).
  momentary_max_minutes integer NOT NULL CHECK (momentary_max_minutes >= 0),
  -- A scheduled interruption announced fewer days ahead than this is flagged (DOMAIN.md: 2 days).
  notice_min_days integer NOT NULL CHECK (notice_min_days >= 0),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO tsd_interruption_settings VALUES ('2000-01-01', 5, 2, NULL, now());

CREATE TABLE tsd_interruptions (
  id serial PRIMARY KEY,
  interruption_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('Scheduled', 'Unscheduled')),
  scope text NOT NULL CHECK (scope IN ('Feeder', 'Area')),
  branch_code integer NOT NULL REFERENCES branches (code),
  feeder text,
  area text,
  started_at timestamptz NOT NULL,
  ended_at timestamptz CHECK (ended_at IS NULL OR ended_at >= started_at),
  cause text NOT NULL,
  weather text,
  equipment text,
  consumers_affected integer NOT NULL CHECK (consumers_affected >= 0),
  notice_date date,
  crew text,
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tsd_interruptions_started ON tsd_interruptions (started_at DESC, id DESC);
