-- The map's transformer layer (docs/decisions/112, 115): the grid clustering's bounding box answered
-- by a btree on (latitude, longitude), as for consumers and poles (0380 ran before this table existed).
CREATE INDEX tsd_transformers_location ON tsd_transformers (latitude, longitude)
  WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
