import { downloadSupplyTemplateEndpoint } from '@ilaw/contracts/tsd/power-supplies/download-supply-template';
import { supplyImportSpec } from '@ilaw/contracts/tsd/power-supplies/import-power-supplies';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { POWER_KEEPERS } from '../access.ts';

export const downloadSupplyTemplate = defineRoute({
  endpoint: downloadSupplyTemplateEndpoint,
  access: anyRole(...POWER_KEEPERS),
  async handler() {
    const bytes = await buildImportTemplate({
      sheet: supplyImportSpec.sheet,
      columns: supplyImportSpec.columns.map((c) => ({ header: c.header, width: 16 })),
      rows: [{ MeteringPoint: 'MP-1', Date: '2026-03-01', Time: '00:15', kWh: 1250.5, kW: 5002 }],
      instructions: [
        'Power supply interval data',
        'One row per metering point and 15-minute interval: the energy (kWh) of the interval and its demand (kW).',
        'Each day of each metering point becomes that day’s energy (the sum) and peak demand (the largest kW).',
        ...importInstructions('all-or-nothing'),
      ],
    });
    return fileResponse(supplyImportSpec.templateFile, XLSX_TYPE, bytes);
  },
});
