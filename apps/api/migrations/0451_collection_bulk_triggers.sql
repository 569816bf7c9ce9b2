-- A channel file posts thousands of lines per statement (decision 057); the same guards, cheaper.

-- Channel lines: the rule of protect_posted_records (Pending > Posted | Advance | Held, only the
-- outcome columns change with it; never deleted), written column by column instead of comparing
-- jsonb copies of the row, which cost most of a line's update.
CREATE FUNCTION collection_channel_line_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'Pending' AND NEW.status IN ('Posted', 'Advance', 'Held')
     AND NEW.id = OLD.id AND NEW.upload_id = OLD.upload_id AND NEW.row_no = OLD.row_no AND NEW.channel = OLD.channel
     AND NEW.account_no IS NOT DISTINCT FROM OLD.account_no AND NEW.period IS NOT DISTINCT FROM OLD.period
     AND NEW.amount IS NOT DISTINCT FROM OLD.amount AND NEW.reference IS NOT DISTINCT FROM OLD.reference
     AND NEW.paid_on IS NOT DISTINCT FROM OLD.paid_on AND NEW.payer_name IS NOT DISTINCT FROM OLD.payer_name THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'posted records of % cannot be changed or removed (%); post a correction or reversal instead',
    TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'IL409';
END
$$;
DROP TRIGGER posted_records_refuse_change ON collection_channel_lines;
CREATE TRIGGER posted_records_refuse_change BEFORE UPDATE OR DELETE ON collection_channel_lines
  FOR EACH ROW EXECUTE FUNCTION collection_channel_line_guard();

-- Nothing posts to a teller day that is not open: checked once per statement over the new rows
-- (a transition table) rather than by a query per row.
CREATE FUNCTION collection_refuse_closed_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.day_id, d.status INTO bad FROM (SELECT DISTINCT day_id FROM new_rows) n
    LEFT JOIN collection_teller_days d ON d.id = n.day_id
    WHERE d.status IS DISTINCT FROM 'Open' LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'collection day % is % ; nothing posts to it', bad.day_id, coalesce(bad.status, 'missing')
      USING ERRCODE = 'IL409';
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER collection_payments_open_day ON collection_payments;
DROP TRIGGER collection_gl_lines_open_day ON collection_gl_lines;
CREATE TRIGGER collection_payments_open_day AFTER INSERT ON collection_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_refuse_closed_days();
CREATE TRIGGER collection_gl_lines_open_day AFTER INSERT ON collection_gl_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_refuse_closed_days();
