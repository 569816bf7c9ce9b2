-- Requisitions issued in parts (decision 119): several charge tickets (transfers, for a transfer
-- request) each take over part of an approved requisition's reservation, line by line; the rest
-- stays reserved. What each requisition line has issued and has left is derived from the issuing
-- documents' lines, which now name the requisition line they issue.
ALTER TABLE wh_document_lines ADD COLUMN requisition_line_id integer REFERENCES wh_requisition_lines (id);
CREATE INDEX wh_document_lines_requisition_line_idx ON wh_document_lines (requisition_line_id)
  WHERE requisition_line_id IS NOT NULL;

-- Documents filed before issued their requisition whole, line for line in the same order: name the
-- lines so. The new column is the only change (the posted-record trigger is off for this statement).
ALTER TABLE wh_document_lines DISABLE TRIGGER posted_records_refuse_change;
UPDATE wh_document_lines dl
SET requisition_line_id = rl.id
FROM wh_documents d, wh_requisition_lines rl
WHERE d.id = dl.document_id AND d.requisition_id = rl.requisition_id AND rl.line_no = dl.line_no;
ALTER TABLE wh_document_lines ENABLE TRIGGER posted_records_refuse_change;

-- Closing what is left: an authorised user cancels the rest of a partly issued requisition (its
-- reservation goes back); the requisition is then Issued for what was issued.
ALTER TABLE wh_requisitions
  ADD COLUMN rest_cancelled_at timestamptz,
  ADD COLUMN rest_cancelled_by integer REFERENCES users (id);

-- issued_document_id is now the document that took the last of it (none when the rest was cancelled).
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
    WHERE conrelid = 'wh_requisitions'::regclass AND contype = 'c'
      AND pg_get_constraintdef(oid) LIKE '%issued_document_id IS NOT NULL%'
  LOOP
    EXECUTE format('ALTER TABLE wh_requisitions DROP CONSTRAINT %I', c.conname);
  END LOOP;
END
$$;
ALTER TABLE wh_requisitions
  ADD CONSTRAINT wh_requisitions_issued_check CHECK (issued_document_id IS NULL OR status IN ('Issued', 'Received')),
  ADD CONSTRAINT wh_requisitions_rest_status_check
    CHECK (rest_cancelled_at IS NULL OR status IN ('Issued', 'Received', 'Cancelled')),
  ADD CONSTRAINT wh_requisitions_rest_cancelled_check
    CHECK ((rest_cancelled_at IS NULL) = (rest_cancelled_by IS NULL));

-- Issued>Cancelled: the rest was cancelled and then every issuing document closed unposted.
SELECT protect_posted_records('wh_requisitions', 'status',
  'Pending>Approved Pending>Rejected Pending>Cancelled Approved>Cancelled Approved>Issued Issued>Approved Issued>Received Issued>Cancelled',
  'approved_at', 'issued_document_id', 'received_by_name', 'received_signature', 'received_at', 'closed_remarks',
  'rest_cancelled_at', 'rest_cancelled_by');
