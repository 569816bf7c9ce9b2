-- An interruption's consumers affected counted from billing (docs/decisions/121): the routes picked,
-- each with the active consumers billing had on it when the interruption was saved, so the
-- reliability indices rest on counted figures. A typed figure stays possible only with its reason.

ALTER TABLE tsd_interruptions
  ADD COLUMN consumers_basis text NOT NULL DEFAULT 'Typed' CHECK (consumers_basis IN ('Routes', 'Typed')),
  ADD COLUMN consumers_note text;

-- The count per route as it stood when saved (billing's routes are not a foreign key across modules;
-- code and name are kept so the record reads the same after a route is renamed).
CREATE TABLE tsd_interruption_routes (
  interruption_id integer NOT NULL REFERENCES tsd_interruptions (id) ON DELETE CASCADE,
  route_id integer NOT NULL,
  route_code text NOT NULL,
  route_name text NOT NULL,
  consumers integer NOT NULL CHECK (consumers >= 0),
  PRIMARY KEY (interruption_id, route_id)
);
