-- Go-live imports (docs/decisions/019): every posted import is a batch, and the records it wrote
-- are listed under it, so the batch can be undone as a whole while nothing depends on it. A list
-- rather than a column on each module's table: this migration runs before the modules' own.
CREATE TABLE import_batches (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  target text NOT NULL,
  file_name text NOT NULL,
  file_sha256 text NOT NULL,
  posted integer NOT NULL DEFAULT 0,
  reconciliation jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'Posted' CHECK (status IN ('Posted', 'Undone')),
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_by integer REFERENCES users (id),
  undone_at timestamptz
);
CREATE INDEX import_batches_kind ON import_batches (kind, id);

-- The records a batch wrote, by id in the table its kind writes (consumers, readings, bills,
-- advance entries, employees).
CREATE TABLE import_batch_records (
  batch_id integer NOT NULL REFERENCES import_batches (id),
  record_id bigint NOT NULL,
  -- What the record held before (a consumer's initial reading replaced by the last reading).
  previous text,
  PRIMARY KEY (batch_id, record_id)
);
