-- Sign-in, change-password, forgot-password and public lookup throttling (docs/decisions/008).
-- One counter row per bucket (e.g. account+address) and fixed window; an attempt is reserved by
-- INSERT ... ON CONFLICT DO UPDATE ... RETURNING before the password is verified, so parallel
-- attempts cannot all be evaluated.
CREATE TABLE auth_throttle (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX auth_throttle_window ON auth_throttle (window_start);

-- Browsers (known-device cookie) and addresses that recently succeeded for a subject
-- ('login:<username>', 'lookup:<employee id>'); they are not held back by the slower
-- per-subject limit that an attacker elsewhere can exhaust.
CREATE TABLE auth_known_sources (
  subject text NOT NULL,
  source text NOT NULL,
  last_success_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject, source)
);
CREATE INDEX auth_known_sources_seen ON auth_known_sources (last_success_at);
