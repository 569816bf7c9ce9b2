// What the warehouse screens offer other web modules (decision 006): accounting's bin card,
// material categories and the documents' read views.
export { default as BinCardPage } from './bin-cards/BinCardPage.tsx';
export { MaterialCategoriesPage } from './catalogue/CataloguePages.tsx';
export { documentsAt } from './stock-documents/StockDocumentsPage.tsx';
export { ChargeCostingPage, InventoryReportPage, PriceIndexPage } from './reports/ReportsPages.tsx';
export { default as StockDocumentPrintPage } from './stock-documents/StockDocumentPrintPage.tsx';
export { requisitionsAt } from './requisitions/RequisitionsPage.tsx';
export { default as RequisitionPrintPage } from './requisitions/RequisitionPrintPage.tsx';
