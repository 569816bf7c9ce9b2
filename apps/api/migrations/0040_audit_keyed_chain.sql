-- The audit chain becomes keyed: new entries carry an HMAC-SHA256 under a key kept outside the
-- database (AUDIT_HMAC_KEY or DATA_DIR/keys/audit.key), so nobody with only database access can
-- recompute it after an edit. Entries written before stay plain SHA-256 (hash_version 1) and are
-- sealed by the first keyed entry, whose HMAC covers their head. A checkpoint of the head and the
-- count, signed with the same key, lives outside audit_log so removing the last entries shows.
-- See docs/decisions/013-device-keys-and-tamper-evidence.md.
ALTER TABLE audit_log ADD COLUMN hash_version smallint NOT NULL DEFAULT 1 CHECK (hash_version IN (1, 2));
ALTER TABLE audit_log ALTER COLUMN hash_version DROP DEFAULT;

-- One row, updated in the transaction of every append (under the chain's advisory lock).
-- mac is NULL only until the first keyed entry: the migration cannot sign without the key.
CREATE TABLE audit_checkpoint (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  chain_id uuid NOT NULL DEFAULT gen_random_uuid(),
  entry_count bigint NOT NULL,
  head_id bigint,
  head_hash text,
  mac text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO audit_checkpoint (entry_count, head_id, head_hash)
SELECT count(*), max(id), (SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1) FROM audit_log;
