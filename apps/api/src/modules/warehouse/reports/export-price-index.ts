import { exportPriceIndexEndpoint } from '@ilaw/contracts/warehouse/reports/export-price-index';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { listWorkbook } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { ACCOUNTING_READERS } from '../access.ts';
import { priceIndex } from './get-price-index.ts';

export const exportPriceIndex = defineRoute({
  endpoint: exportPriceIndexEndpoint,
  access: anyRole(...ACCOUNTING_READERS),
  async handler({ query, db }) {
    const r = await priceIndex(db, query);
    const bytes = await listWorkbook({
      sheet: `Price index ${r.itemCode}`,
      count: r.rows.length,
      batches: (async function* () {
        yield r.rows;
      })(),
      columns: [
        { header: 'Month', width: 10, value: (x) => x.month },
        { header: 'Received', format: 'money', value: (x) => x.received },
        { header: 'Receipt cost', width: 14, value: (x) => (x.receiptCost === null ? null : Number(x.receiptCost)) },
        { header: 'Average cost', width: 14, value: (x) => Number(x.averageCost) },
        { header: 'Index', format: 'money', value: (x) => x.index },
      ],
    });
    return fileResponse(`PriceIndex-${r.itemCode}.xlsx`, XLSX_TYPE, bytes);
  },
});
