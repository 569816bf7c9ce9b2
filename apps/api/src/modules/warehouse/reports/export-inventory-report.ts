import { exportInventoryReportEndpoint } from '@ilaw/contracts/warehouse/reports/export-inventory-report';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { listWorkbook } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { ACCOUNTING_READERS } from '../access.ts';
import { inventoryReport } from './get-inventory-report.ts';

export const exportInventoryReport = defineRoute({
  endpoint: exportInventoryReportEndpoint,
  access: anyRole(...ACCOUNTING_READERS),
  async handler({ query, db }) {
    const r = await inventoryReport(db, query);
    const rows = [...r.rows, { categoryName: 'Total', accountCode: '', materials: null, value: r.totalValue }];
    const bytes = await listWorkbook({
      sheet: 'Inventory',
      count: rows.length,
      batches: (async function* () {
        yield rows;
      })(),
      columns: [
        { header: 'Category', width: 32, value: (x) => x.categoryName },
        { header: 'Account', width: 12, value: (x) => x.accountCode },
        { header: 'Materials on hand', format: 'integer', value: (x) => x.materials },
        { header: 'Value', format: 'money', value: (x) => x.value },
      ],
    });
    return fileResponse(`InventoryReport-${query.asOf}.xlsx`, XLSX_TYPE, bytes);
  },
});
