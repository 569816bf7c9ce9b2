-- GIS (docs/decisions/112): poles gathered in the field, with the btree on (latitude, longitude)
-- the map's grid clustering reads (PostGIS is not available and PGlite must answer the same SQL).
-- This file runs before technical services' tables exist (0700): the transformer a pole carries is
-- checked by the API through tsd's public lookup, not by a foreign key.

CREATE TABLE gis_poles (
  id serial PRIMARY KEY,
  pole_no text NOT NULL,
  pole_type text NOT NULL CHECK (pole_type IN ('Concrete', 'Steel', 'Wood')),
  height_ft numeric(5, 1) NOT NULL CHECK (height_ft BETWEEN 10 AND 120),
  branch_code integer NOT NULL REFERENCES branches (code),
  latitude numeric(9, 6) NOT NULL CHECK (latitude BETWEEN 4.5 AND 21.5),
  longitude numeric(9, 6) NOT NULL CHECK (longitude BETWEEN 116 AND 127),
  transformer_id integer,
  photo_file_id uuid REFERENCES stored_files (id),
  remarks text,
  gathered_on date NOT NULL,
  gathered_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX gis_poles_no_key ON gis_poles (branch_code, lower(pole_no));
CREATE INDEX gis_poles_no_prefix ON gis_poles (lower(pole_no) text_pattern_ops);
CREATE INDEX gis_poles_location ON gis_poles (latitude, longitude);
CREATE INDEX gis_poles_transformer ON gis_poles (transformer_id) WHERE transformer_id IS NOT NULL;
