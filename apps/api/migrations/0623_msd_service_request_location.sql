-- The map's service request layer (docs/decisions/112, 115): the grid clustering's bounding box
-- answered by a btree on (latitude, longitude), as for consumers and poles (0380 ran before this
-- table existed). Only located requests are on the map.
CREATE INDEX msd_service_requests_location ON msd_service_requests (latitude, longitude)
  WHERE latitude IS NOT NULL AND longitude IS NOT NULL;

-- A service request filed from the review of a field finding (decision 115): at most one per finding.
ALTER TABLE msd_service_requests ADD COLUMN field_finding_id integer REFERENCES billing_field_findings (id);
CREATE UNIQUE INDEX msd_service_requests_field_finding ON msd_service_requests (field_finding_id)
  WHERE field_finding_id IS NOT NULL;

-- A connection order issued from the review of a field finding (decision 115): at most one per finding.
ALTER TABLE msd_connection_orders ADD COLUMN field_finding_id integer REFERENCES billing_field_findings (id);
CREATE UNIQUE INDEX msd_connection_orders_field_finding ON msd_connection_orders (field_finding_id)
  WHERE field_finding_id IS NOT NULL;
