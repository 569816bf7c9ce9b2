-- Posted records cannot be changed or removed by SQL either, whoever sends it: a row trigger
-- refuses UPDATE and DELETE, a statement trigger refuses TRUNCATE. A module protects a table in
-- one line:
--   SELECT protect_posted_records('billing_ledger_entries');
-- or, where the application moves a posted row to a final status (and nothing else changes but
-- the listed columns):
--   SELECT protect_posted_records('billing_bills', 'status', 'Posted>Adjusted Posted>Cancelled');
--   SELECT protect_posted_records('leave_ledger_lines', 'status', '1>0', 'cancelled_at', 'cancelled_by');
-- Calling it again on a table replaces its rule. The error's SQLSTATE IL409 answers HTTP 409.
-- See docs/decisions/013-device-keys-and-tamper-evidence.md.

-- Trigger arguments: [status column, 'from>to from>to ...', columns that may change with it ...].
CREATE FUNCTION refuse_posted_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  may_change text[];
  transition text;
BEGIN
  IF TG_OP = 'UPDATE' AND TG_NARGS >= 2 THEN
    transition := (to_jsonb(OLD) ->> TG_ARGV[0]) || '>' || (to_jsonb(NEW) ->> TG_ARGV[0]);
    may_change := ARRAY[TG_ARGV[0]];
    IF TG_NARGS > 2 THEN
      may_change := may_change || TG_ARGV[2:TG_NARGS - 1];
    END IF;
    IF transition = ANY (string_to_array(TG_ARGV[1], ' '))
       AND (to_jsonb(NEW) - may_change) = (to_jsonb(OLD) - may_change) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'posted records of % cannot be changed or removed (%); post a correction or reversal instead',
    TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'IL409';
END
$$;

CREATE FUNCTION protect_posted_records(target regclass, VARIADIC rule text[] DEFAULT '{}') RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  args text;
BEGIN
  SELECT string_agg(quote_literal(a), ', ') INTO args FROM unnest(rule) AS a;
  EXECUTE format(
    'CREATE OR REPLACE TRIGGER posted_records_refuse_change BEFORE UPDATE OR DELETE ON %s '
    'FOR EACH ROW EXECUTE FUNCTION refuse_posted_change(%s)', target, coalesce(args, ''));
  EXECUTE format(
    'CREATE OR REPLACE TRIGGER posted_records_refuse_truncate BEFORE TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION refuse_posted_change()', target);
END
$$;

-- The audit trail itself is append-only.
SELECT protect_posted_records('audit_log');
