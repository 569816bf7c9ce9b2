-- Material reclassification (decision 091): a document of kind MRC moves a line's quantity and
-- value from one material to another at the same location (at the source's moving average), for
-- stock carried under the wrong item. Approved through the engine like the other stock documents.
ALTER TABLE wh_documents DROP CONSTRAINT wh_documents_kind_check;
ALTER TABLE wh_documents ADD CONSTRAINT wh_documents_kind_check
  CHECK (kind IN ('MRR', 'MCT', 'MCRT', 'MST', 'MTS', 'MRC'));

ALTER TABLE wh_document_lines ADD COLUMN to_material_id integer REFERENCES wh_materials (id);
ALTER TABLE wh_document_lines ADD CONSTRAINT wh_document_lines_reclass_check
  CHECK (to_material_id IS NULL OR to_material_id <> material_id);

INSERT INTO approval_document_types (code, name, module, link) VALUES
  ('warehouse.mrc', 'Material reclassification', 'warehouse', '/isd/warehouse/material-re-classification');
INSERT INTO approval_chain_steps (document_type, seq, signatory_type_id)
SELECT 'warehouse.mrc', 1, s.id FROM signatory_types s WHERE s.name = 'Approver';
INSERT INTO approval_step_members (step_id, role)
SELECT id, 'WarehouseAdmin' FROM approval_chain_steps WHERE document_type = 'warehouse.mrc';

-- A reclassification line moves twice at one place (out of the old item, into the new): a line's
-- movement is one per location and material.
ALTER TABLE wh_movements DROP CONSTRAINT wh_movements_document_line_id_location_id_key;
ALTER TABLE wh_movements ADD CONSTRAINT wh_movements_line_location_material_key
  UNIQUE (document_line_id, location_id, material_id);
