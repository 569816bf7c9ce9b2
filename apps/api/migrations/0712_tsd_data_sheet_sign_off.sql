-- A data sheet is signed through the approval engine (docs/decisions/081): once its results are
-- stored, its tester sends it; "Checked by" (the distribution transformer desk) and "Noted by" (a
-- manager) sign it in turn. The print carries the engine's signatures; a signed or pending sheet's
-- results are not changed.
INSERT INTO signatory_types (name, description) VALUES ('Noted by', 'Notes the document')
ON CONFLICT DO NOTHING;

INSERT INTO approval_document_types (code, name, module, link, record_link)
VALUES ('tsd.data-sheet', 'Transformer data sheet', 'tsd', '/tsd/distribution-transformer/data-sheet',
  '/tsd/distribution-transformer-data-sheet/{id}');
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'tsd.data-sheet', 1, id FROM signatory_types WHERE name = 'Checked by';
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'tsd.data-sheet', 2, id FROM signatory_types WHERE lower(name) = 'noted by';
INSERT INTO approval_step_members (step_id, role)
SELECT id, 'DistributionTransformer' FROM approval_chain_steps WHERE document_type = 'tsd.data-sheet' AND seq = 1;
INSERT INTO approval_step_members (step_id, role)
SELECT id, 'Manager' FROM approval_chain_steps WHERE document_type = 'tsd.data-sheet' AND seq = 2;

ALTER TABLE tsd_data_sheets ADD COLUMN signed_at timestamptz;
