-- Schedules crossing midnight (decision 020, "Overnight shifts"): a continuous shift whose time out is
-- at or before its time in ends the next day (22:00-06:00); the day counts to the shift's start date.
-- Split shifts stay within their date. A shift of no length is still refused.
ALTER TABLE work_schedules DROP CONSTRAINT work_schedules_check1;
ALTER TABLE work_schedules ADD CONSTRAINT work_schedules_check1
  CHECK (am_in <> pm_out AND (is_continuous OR am_in < pm_out));
