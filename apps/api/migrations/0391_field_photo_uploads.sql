-- Photos kept on a phone and sent by the offline field app (decision 114). Each photo has the key
-- the phone gave it; the upload claims the key, so a retried sync stores the photo once. The
-- record that carries it (a reading, an executed order, a finding, a pole) takes it when its own
-- sync is posted; used_at says when.
CREATE TABLE field_photo_uploads (
  key uuid PRIMARY KEY,
  file_id uuid REFERENCES stored_files (id),
  uploaded_by integer NOT NULL REFERENCES users (id),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX field_photo_uploads_unused ON field_photo_uploads (uploaded_at) WHERE used_at IS NULL;

-- A meter photo taken with a reading: of the consumer's meter in that bill month (a reading may be
-- withdrawn and entered again; the photo stays the month's).
ALTER TABLE billing_field_photos
  ADD COLUMN bill_month_id integer REFERENCES billing_bill_months (id),
  ADD COLUMN consumer_id integer REFERENCES billing_consumers (id);
ALTER TABLE billing_field_photos DROP CONSTRAINT billing_field_photos_check;
ALTER TABLE billing_field_photos
  ADD CONSTRAINT billing_field_photos_one_record CHECK (
    num_nonnulls(order_id, finding_id, bill_month_id) = 1 AND (bill_month_id IS NULL) = (consumer_id IS NULL)
  );
CREATE INDEX billing_field_photos_reading ON billing_field_photos (bill_month_id, consumer_id)
  WHERE bill_month_id IS NOT NULL;
