-- Readings taken on a phone in the field (the offline field app, decision 113): where and when the
-- reader took them, by the phone's clock and GPS.
ALTER TABLE billing_meter_readings DROP CONSTRAINT billing_meter_readings_source_check;
ALTER TABLE billing_meter_readings
  ADD CONSTRAINT billing_meter_readings_source_check CHECK (source IN ('upload', 'entry', 'demo', 'field'));
ALTER TABLE billing_meter_readings
  ADD COLUMN read_at timestamptz,
  ADD COLUMN latitude numeric(9, 6),
  ADD COLUMN longitude numeric(9, 6);
