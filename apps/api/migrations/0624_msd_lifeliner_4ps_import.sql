-- Member services: the DSWD 4Ps list imported and matched against the consumers (Joint Resolution
-- 01 s.2026), the near-matches a clerk accepts or rejects, the lifeline application's documents,
-- and the moves of a household's tag between accounts
-- (docs/decisions/116-lifeliner-4ps-import.md).
CREATE TABLE msd_fourps_lines (
  id serial PRIMARY KEY,
  file_name text NOT NULL,
  row_no integer NOT NULL,
  household_id text NOT NULL,
  last_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text,
  barangay text NOT NULL,
  address text,
  birth_date date,
  -- Exact: one account proposed and its application filed; Near: candidates for a clerk; None.
  match text NOT NULL CHECK (match IN ('Exact', 'Near', 'None')),
  -- [{ consumerId, score, samePlace }] best first (the exact account alone for Exact).
  candidates jsonb NOT NULL DEFAULT '[]',
  -- Filed (exact, application filed), Pending (near, to review), Accepted, Rejected, Unmatched,
  -- Skipped (exact, but the account already has an open application).
  outcome text NOT NULL CHECK (outcome IN ('Filed', 'Pending', 'Accepted', 'Rejected', 'Unmatched', 'Skipped')),
  consumer_id integer REFERENCES billing_consumers (id),
  lifeliner_id integer REFERENCES msd_lifeliner_applications (id),
  note text,
  reviewed_by integer REFERENCES users (id),
  reviewed_at timestamptz,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (outcome NOT IN ('Filed', 'Accepted') OR lifeliner_id IS NOT NULL)
);
-- One line awaiting review per household: a later list does not list it twice.
CREATE UNIQUE INDEX msd_fourps_lines_pending ON msd_fourps_lines (lower(household_id)) WHERE outcome = 'Pending';
CREATE INDEX msd_fourps_lines_outcome ON msd_fourps_lines (outcome, id DESC);
CREATE INDEX msd_fourps_lines_created ON msd_fourps_lines (created_at DESC, id DESC);

-- The application's papers (4Ps ID, social-welfare certification, the form, a recent bill).
CREATE TABLE msd_lifeliner_documents (
  id serial PRIMARY KEY,
  lifeliner_id integer NOT NULL REFERENCES msd_lifeliner_applications (id),
  file_id uuid NOT NULL REFERENCES stored_files (id),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX msd_lifeliner_documents_application ON msd_lifeliner_documents (lifeliner_id, id);

-- A household moving to another account of the cooperative keeps its tag (RA 11552 IRR): the
-- application's account changes; each move is kept.
CREATE TABLE msd_lifeliner_moves (
  id serial PRIMARY KEY,
  lifeliner_id integer NOT NULL REFERENCES msd_lifeliner_applications (id),
  from_consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  to_consumer_id integer NOT NULL REFERENCES billing_consumers (id),
  moved_on date NOT NULL,
  remarks text,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX msd_lifeliner_moves_application ON msd_lifeliner_moves (lifeliner_id, id);
