// Warehouse: the catalogue (materials, units, types, accounting categories, locations), stock
// documents (MRR, MCT, MCRT, transfers) posted once at final approval, and the bin cards and
// balances at moving average cost (docs/decisions/090-warehouse.md).
import { defineModule } from '../../platform/modules/define-module.ts';
import { exportBalances } from './balances/export-balances.ts';
import { listBalances } from './balances/list-balances.ts';
import { exportBinCard } from './bin-cards/export-bin-card.ts';
import { getBinCard } from './bin-cards/get-bin-card.ts';
import { seedWarehouseDemo } from './demo/seed-warehouse-demo.ts';
import { createUnit } from './units/create-unit.ts';
import { listUnits } from './units/list-units.ts';
import { createLocation } from './locations/create-location.ts';
import { listLocations } from './locations/list-locations.ts';
import { createMaterialCategory } from './material-categories/create-material-category.ts';
import { listMaterialCategories } from './material-categories/list-material-categories.ts';
import { createMaterialType } from './material-types/create-material-type.ts';
import { listMaterialTypes } from './material-types/list-material-types.ts';
import { createMaterial } from './materials/create-material.ts';
import { getMaterial } from './materials/get-material.ts';
import { listMaterials } from './materials/list-materials.ts';
import { updateMaterial } from './materials/update-material.ts';
import { downloadWarehouseOpeningTemplate } from './opening-balances/download-opening-balance-template.ts';
import { importWarehouseOpeningBalances } from './opening-balances/import-opening-balances.ts';
import { exportChargeCosting } from './reports/export-charge-costing.ts';
import { exportFastMovingMaterials } from './reports/export-fast-moving-materials.ts';
import { exportInventoryReport } from './reports/export-inventory-report.ts';
import { exportPriceIndex } from './reports/export-price-index.ts';
import { getChargeCosting } from './reports/get-charge-costing.ts';
import { getFastMovingMaterials } from './reports/get-fast-moving-materials.ts';
import { getInventoryReport } from './reports/get-inventory-report.ts';
import { getPriceIndex } from './reports/get-price-index.ts';
import { createStockDocument } from './stock-documents/create-stock-document.ts';
import { getStockDocument } from './stock-documents/get-stock-document.ts';
import { listStockDocuments } from './stock-documents/list-stock-documents.ts';
import { reverseStockDocument } from './stock-documents/reverse-stock-document.ts';
import { stockDocumentApprovals } from './stock-documents/stock-document-approval.ts';
import { CATALOGUE_EDITORS, REQUISITION_READERS, WAREHOUSE_READERS } from './access.ts';
import { createMemorandumReceipt } from './memorandum-receipts/create-memorandum-receipt.ts';
import { listMemorandumReceipts } from './memorandum-receipts/list-memorandum-receipts.ts';
import { returnMemorandumReceipt } from './memorandum-receipts/return-memorandum-receipt.ts';
import { signMemorandumReceipt } from './memorandum-receipts/sign-memorandum-receipt.ts';
import { transferMemorandumReceipt } from './memorandum-receipts/transfer-memorandum-receipt.ts';
import { createReceiptRecipient } from './receipt-recipients/create-receipt-recipient.ts';
import { listReceiptRecipients } from './receipt-recipients/list-receipt-recipients.ts';
import { cancelRequisition } from './requisitions/cancel-requisition.ts';
import { createRequisition } from './requisitions/create-requisition.ts';
import { getRequisition } from './requisitions/get-requisition.ts';
import { listRequisitions } from './requisitions/list-requisitions.ts';
import { receiveRequisition } from './requisitions/receive-requisition.ts';
import { requisitionApprovals } from './requisitions/requisition-approval.ts';

export const warehouseModule = defineModule({
  name: 'warehouse',
  endpoints: [
    listUnits,
    createUnit,
    listMaterialTypes,
    createMaterialType,
    listMaterialCategories,
    createMaterialCategory,
    listLocations,
    createLocation,
    listMaterials,
    getMaterial,
    createMaterial,
    updateMaterial,
    listStockDocuments,
    getStockDocument,
    createStockDocument,
    reverseStockDocument,
    getBinCard,
    exportBinCard,
    listBalances,
    exportBalances,
    downloadWarehouseOpeningTemplate,
    importWarehouseOpeningBalances,
    getFastMovingMaterials,
    getChargeCosting,
    getPriceIndex,
    getInventoryReport,
    exportFastMovingMaterials,
    exportChargeCosting,
    exportPriceIndex,
    exportInventoryReport,
    listRequisitions,
    getRequisition,
    createRequisition,
    cancelRequisition,
    receiveRequisition,
    listMemorandumReceipts,
    createMemorandumReceipt,
    transferMemorandumReceipt,
    returnMemorandumReceipt,
    signMemorandumReceipt,
    listReceiptRecipients,
    createReceiptRecipient,
  ],
  auditedTypes: {
    'warehouse-catalogue': CATALOGUE_EDITORS,
    'warehouse-material': CATALOGUE_EDITORS,
    'warehouse-document': WAREHOUSE_READERS,
    'warehouse-requisition': REQUISITION_READERS,
    'warehouse-memorandum': WAREHOUSE_READERS,
  },
  approvalHandlers: [...stockDocumentApprovals, ...requisitionApprovals],
  demoSeeder: { name: 'warehouse', run: seedWarehouseDemo },
});
