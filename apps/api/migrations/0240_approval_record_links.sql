-- My work links each waiting approval to its own record where the document has a page of its own
-- (issue 11): record_link is that page with '{id}' for the document id; without it, the document
-- type's screen (link). A leave application opens its CSC Form 6 on Leave Transactions.
ALTER TABLE approval_document_types ADD COLUMN record_link text;

UPDATE approval_document_types
SET record_link = '/isd/hr/employee-leaves/transactions?form6={id}'
WHERE code = 'leave.application';
