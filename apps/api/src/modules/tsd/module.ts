// Technical services: the distribution transformer registry with its installation history, test
// data sheets judged by date-effective limits, load management, the kWh meter laboratory, power interruptions and power bought (docs/decisions/080); transformer applications (081).
import { defineModule } from '../../platform/modules/define-module.ts';
import { createDataSheet } from './data-sheets/create-data-sheet.ts';
import { deleteTestResult } from './data-sheets/delete-test-result.ts';
import { exportTestResults } from './data-sheets/export-test-results.ts';
import { getDataSheetEditing } from './data-sheets/get-data-sheet-editing.ts';
import { getDataSheet } from './data-sheets/get-data-sheet.ts';
import { dataSheetApprovals } from './data-sheets/sheet-sign-off.ts';
import { signOffDataSheet } from './data-sheets/sign-off-data-sheet.ts';
import { listDataSheets } from './data-sheets/list-data-sheets.ts';
import { storeTestResult } from './data-sheets/store-test-result.ts';
import { updateTestResult } from './data-sheets/update-test-result.ts';
import { seedTsdDemo } from './demo/seed-tsd-demo.ts';
import { createTsdLimits } from './limits/create-tsd-limits.ts';
import { listTsdLimits } from './limits/list-tsd-limits.ts';
import { createMeterCalibration } from './meter-calibrations/create-meter-calibration.ts';
import { listMeterCalibrations } from './meter-calibrations/list-meter-calibrations.ts';
import { updateMeterCalibration } from './meter-calibrations/update-meter-calibration.ts';
import { createMeterLimits } from './meter-limits/create-meter-limits.ts';
import { listMeterLimits } from './meter-limits/list-meter-limits.ts';
import { getMeterCatalog } from './meter-catalog/get-meter-catalog.ts';
import { createMeterLot } from './meter-lots/create-meter-lot.ts';
import { getLotSwitching } from './meter-lots/get-lot-switching.ts';
import { getMeterLot } from './meter-lots/get-meter-lot.ts';
import { listMeterLots } from './meter-lots/list-meter-lots.ts';
import { createMeterReceipt } from './meter-receipts/create-meter-receipt.ts';
import { getMeterReceipt } from './meter-receipts/get-meter-receipt.ts';
import { listMeterReceipts } from './meter-receipts/list-meter-receipts.ts';
import { createInterruption } from './interruptions/create-interruption.ts';
import { getInterruptionReport } from './interruptions/get-interruption-report.ts';
import { listInterruptions } from './interruptions/list-interruptions.ts';
import { listInterruptionRoutes } from './interruptions/list-interruption-routes.ts';
import { getMeterCalibration } from './meter-calibrations/get-meter-calibration.ts';
import { createSystemLossCap } from './system-loss-caps/create-system-loss-cap.ts';
import { listSystemLossCaps } from './system-loss-caps/list-system-loss-caps.ts';
import { createSamplingSettings } from './sampling-settings/create-sampling-settings.ts';
import { listSamplingSettings } from './sampling-settings/list-sampling-settings.ts';
import { createInterruptionSettings } from './interruption-settings/create-interruption-settings.ts';
import { listInterruptionSettings } from './interruption-settings/list-interruption-settings.ts';
import { updateInterruption } from './interruptions/update-interruption.ts';
import { createPowerSupplier } from './power-suppliers/create-power-supplier.ts';
import { listPowerSuppliers } from './power-suppliers/list-power-suppliers.ts';
import { updatePowerSupplier } from './power-suppliers/update-power-supplier.ts';
import { createPowerSupply } from './power-supplies/create-power-supply.ts';
import { downloadSupplyTemplate } from './power-supplies/download-supply-template.ts';
import { getPowerSupplyReport } from './power-supplies/get-power-supply-report.ts';
import { importPowerSupplies } from './power-supplies/import-power-supplies.ts';
import { listPowerSupplies } from './power-supplies/list-power-supplies.ts';
import { setCompanyUse } from './power-supplies/set-company-use.ts';
import { updatePowerSupply } from './power-supplies/update-power-supply.ts';
import { createLoadReading } from './load-readings/create-load-reading.ts';
import { listLoadReadings } from './load-readings/list-load-readings.ts';
import { createTransformerBrand } from './transformer-brands/create-transformer-brand.ts';
import { listTransformerBrands } from './transformer-brands/list-transformer-brands.ts';
import { updateTransformerBrand } from './transformer-brands/update-transformer-brand.ts';
import { createTransformer } from './transformers/create-transformer.ts';
import { getTransformerById } from './transformers/get-transformer-by-id.ts';
import { getTransformer } from './transformers/get-transformer.ts';
import { listTransformers } from './transformers/list-transformers.ts';
import { moveTransformer } from './transformers/move-transformer.ts';
import { searchTransformers } from './transformers/search-transformers.ts';
import { updateTransformer } from './transformers/update-transformer.ts';
import { getTransformerServiceRequests } from './transformers/get-transformer-service-requests.ts';
import { getTransformerTypes } from './transformers/get-transformer-types.ts';
import { transformerApplicationApprovals } from './transformer-applications/application-approvals.ts';
import { cancelTransformerApplication } from './transformer-applications/cancel-transformer-application.ts';
import { createTransformerApplication } from './transformer-applications/create-transformer-application.ts';
import { evaluateTransformerApplication } from './transformer-applications/evaluate-transformer-application.ts';
import { getTransformerApplication } from './transformer-applications/get-transformer-application.ts';
import { inspectTransformerApplication } from './transformer-applications/inspect-transformer-application.ts';
import { installTransformerApplication } from './transformer-applications/install-transformer-application.ts';
import { listTransformerApplications } from './transformer-applications/list-transformer-applications.ts';
import { scheduleTransformerInspection } from './transformer-applications/schedule-transformer-inspection.ts';
import { createTransformerFees } from './transformer-fees/create-transformer-fees.ts';
import { listTransformerFees } from './transformer-fees/list-transformer-fees.ts';

export const tsdModule = defineModule({
  name: 'tsd',
  endpoints: [
    listTransformers,
    searchTransformers,
    getTransformer,
    getTransformerById,
    createTransformer,
    updateTransformer,
    moveTransformer,
    listTransformerBrands,
    createTransformerBrand,
    updateTransformerBrand,
    listDataSheets,
    getDataSheet,
    getDataSheetEditing,
    createDataSheet,
    storeTestResult,
    updateTestResult,
    deleteTestResult,
    exportTestResults,
    listLoadReadings,
    createLoadReading,
    listTsdLimits,
    createTsdLimits,
    listMeterReceipts,
    getMeterReceipt,
    createMeterReceipt,
    listMeterCalibrations,
    createMeterCalibration,
    updateMeterCalibration,
    listMeterLimits,
    createMeterLimits,
    listInterruptions,
    getInterruptionReport,
    createInterruption,
    updateInterruption,
    listInterruptionRoutes,
    getMeterCalibration,
    listSystemLossCaps,
    createSystemLossCap,
    listSamplingSettings,
    createSamplingSettings,
    listInterruptionSettings,
    createInterruptionSettings,
    listPowerSuppliers,
    createPowerSupplier,
    updatePowerSupplier,
    listPowerSupplies,
    createPowerSupply,
    updatePowerSupply,
    getPowerSupplyReport,
    setCompanyUse,
    importPowerSupplies,
    downloadSupplyTemplate,
    getTransformerServiceRequests,
    getTransformerTypes,
    listTransformerApplications,
    getTransformerApplication,
    createTransformerApplication,
    scheduleTransformerInspection,
    inspectTransformerApplication,
    evaluateTransformerApplication,
    installTransformerApplication,
    cancelTransformerApplication,
    listTransformerFees,
    createTransformerFees,
    listMeterLots,
    getLotSwitching,
    getMeterLot,
    createMeterLot,
    signOffDataSheet,
    getMeterCatalog,
  ],
  auditedTypes: {
    'tsd-transformer': ['DistributionTransformer'],
    'tsd-transformer-brand': ['DistributionTransformer'],
    'tsd-data-sheet': ['DistributionTransformer', 'MeterLab'],
    'tsd-load-reading': ['TransformerLoadManagement', 'MeterLab'],
    'tsd-limits': ['Admin'],
    'tsd-meter': ['MeterLab'],
    'tsd-interruption': ['Interruption', 'InterruptionViewer'],
    'tsd-power-supply': ['PowerMonitoring'],
    'tsd-transformer-application': ['TransformerApplication', 'MsdTransformerApplication', 'Manager'],
    'tsd-transformer-fees': ['Admin'],
  },
  approvalHandlers: [transformerApplicationApprovals, dataSheetApprovals],
  demoSeeder: { name: 'tsd', run: seedTsdDemo },
});
