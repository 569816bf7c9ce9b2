// What other modules may use of the warehouse (decision 006): nothing yet but the names of its
// approval document types, for screens that link to them.
export { DOCUMENT_TYPES as WAREHOUSE_DOCUMENT_TYPES } from './stock-documents/stock-document-queries.ts';
