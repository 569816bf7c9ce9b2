import { downloadWarehouseOpeningTemplateEndpoint } from '@ilaw/contracts/warehouse/opening-balances/download-opening-balance-template';
import {
  WAREHOUSE_OPENING_TEMPLATE_FILE,
  WAREHOUSE_OPENING_TEMPLATE_SHEET,
} from '@ilaw/contracts/warehouse/opening-balances/opening-balance';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { OPENING_IMPORTERS } from '../access.ts';

export const downloadWarehouseOpeningTemplate = defineRoute({
  endpoint: downloadWarehouseOpeningTemplateEndpoint,
  access: anyRole(...OPENING_IMPORTERS),
  async handler({ db }) {
    const locations = await db
      .selectFrom('wh_locations')
      .select('code')
      .where('is_active', '=', true)
      .orderBy('code')
      .execute();
    const bytes = await buildImportTemplate({
      sheet: WAREHOUSE_OPENING_TEMPLATE_SHEET,
      columns: [
        { header: 'Item Code', width: 18 },
        { header: 'Location', list: locations.map((l) => l.code) },
        { header: 'Quantity', numFmt: '0.00' },
        { header: 'Unit Cost', numFmt: '0.0000' },
      ],
      rows: [],
      instructions: [
        'Opening balances of the warehouse (posted as one receiving report "Opening balance")',
        '1. One row per material and location: the item code (List of Materials), the location code, the quantity on hand (up to 2 decimals) and its unit cost (up to 4 decimals, net of VAT).',
        '2. A bin (material at a location) that already has movements is refused: correct it with documents.',
        '3. Do not rename the sheet or its column headers.',
        ...importInstructions('good-rows-only'),
      ],
    });
    return fileResponse(WAREHOUSE_OPENING_TEMPLATE_FILE, XLSX_TYPE, bytes);
  },
});
