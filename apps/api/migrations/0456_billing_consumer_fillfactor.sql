-- Go-live speed (issue 19, decision 019): the last-readings import (and later master-data edits)
-- update every consumer row without touching an indexed column. With room left on each page the
-- new row version stays on its page (a HOT update) and none of the eleven consumer indexes, the
-- trigram search index among them, is written again. Pages written from now on keep half free.
ALTER TABLE billing_consumers SET (fillfactor = 50);
