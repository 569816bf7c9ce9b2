-- Attachments of travel orders (invitations, programmes, itineraries) in the file store.
CREATE TABLE travel_order_attachments (
  id serial PRIMARY KEY,
  travel_order_id integer NOT NULL REFERENCES travel_orders (id),
  file_id uuid NOT NULL REFERENCES stored_files (id),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX travel_order_attachments_order ON travel_order_attachments (travel_order_id, id);
