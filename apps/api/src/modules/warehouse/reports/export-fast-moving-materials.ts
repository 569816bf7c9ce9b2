import { exportFastMovingMaterialsEndpoint } from '@ilaw/contracts/warehouse/reports/export-fast-moving-materials';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { listWorkbook } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { fastMovingMaterials } from './get-fast-moving-materials.ts';

export const exportFastMovingMaterials = defineRoute({
  endpoint: exportFastMovingMaterialsEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ query, db }) {
    const rows = await fastMovingMaterials(db, query);
    const bytes = await listWorkbook({
      sheet: 'Fast moving',
      count: rows.length,
      batches: (async function* () {
        yield rows;
      })(),
      columns: [
        { header: 'Item code', width: 18, value: (r) => r.itemCode },
        { header: 'Description', width: 40, value: (r) => r.description },
        { header: 'Unit', width: 8, value: (r) => r.unitCode },
        { header: 'Charge tickets', format: 'integer', value: (r) => r.issues },
        { header: 'Issued', format: 'money', value: (r) => r.issued },
        { header: 'Returned', format: 'money', value: (r) => r.returned },
        { header: 'Net issued', format: 'money', value: (r) => r.netIssued },
        { header: 'On hand', format: 'money', value: (r) => r.onHand },
      ],
    });
    return fileResponse(`FastMovingMaterials-${query.dateFrom}-${query.dateTo}.xlsx`, XLSX_TYPE, bytes);
  },
});
