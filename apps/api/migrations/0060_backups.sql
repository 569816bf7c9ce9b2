-- Every backup run, by the daily job, `npm run backup` or an administrator (decision 018): the
-- dashboard shows the last one's time, size and result.
CREATE TABLE backups (
  id serial PRIMARY KEY,
  trigger text NOT NULL CHECK (trigger IN ('daily', 'command', 'user')),
  requested_by integer REFERENCES users (id),
  engine text NOT NULL CHECK (engine IN ('pglite', 'postgres')),
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  file_name text NOT NULL,
  size_bytes bigint,
  message text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX backups_started_at_idx ON backups (started_at DESC);
