-- wh_documents and wh_requisitions refer to each other: a document names the requisition it issues
-- (0810) and a requisition its issuing document. The document's link is checked at commit, so a
-- copy of the whole database (the move to a server, decision 019) can load the two tables in
-- either order; every ordinary statement still sees it checked at once (INITIALLY IMMEDIATE).
ALTER TABLE wh_documents ALTER CONSTRAINT wh_documents_requisition_id_fkey DEFERRABLE INITIALLY IMMEDIATE;
