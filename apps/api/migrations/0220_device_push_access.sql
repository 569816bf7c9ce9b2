-- A biometric device's push is accepted only with its push key (kept as a SHA-256; the key itself
-- is shown once when generated) and/or from its allowed addresses (IPs or CIDR ranges). A device
-- with neither is refused like an unknown serial number.
-- See docs/decisions/013-device-keys-and-tamper-evidence.md.
ALTER TABLE biometric_devices
  ADD COLUMN push_key_hash text,
  ADD COLUMN push_key_set_at timestamptz,
  ADD COLUMN allowed_addresses jsonb NOT NULL DEFAULT '[]'::jsonb;
