-- A meter's calibration sheet (docs/decisions/121): the instrument it was tested with and its own
-- calibration date, and the signatories typed on the printed sheet besides the tester. Calibrations
-- recorded before keep these empty.

ALTER TABLE tsd_meter_calibrations
  ADD COLUMN instrument text,
  ADD COLUMN instrument_serial text,
  ADD COLUMN instrument_calibrated_on date,
  ADD COLUMN checked_by_name text,
  ADD COLUMN noted_by_name text;
