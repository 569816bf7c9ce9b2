-- Screenshots and files on IT service requests (the file store checks size and type).
CREATE TABLE it_ticket_attachments (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES it_tickets (id),
  file_id uuid NOT NULL REFERENCES stored_files (id),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX it_ticket_attachments_ticket ON it_ticket_attachments (ticket_id, id);
