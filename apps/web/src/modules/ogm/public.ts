// What the OGM screens offer other web modules (decision 006): the travel order screens, which
// IAD opens read-only at /iad/travel-orders; the documents' reads and file links for /user/documents.
export { TravelOrders } from './travel-orders/TravelOrdersPage.tsx';
export { DOCUMENT_READS, documentFileUrl } from './documents/document-parts.tsx';
