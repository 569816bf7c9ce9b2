import { exportChargeCostingEndpoint } from '@ilaw/contracts/warehouse/reports/export-charge-costing';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { listWorkbook } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { ACCOUNTING_READERS } from '../access.ts';
import { chargeCosting } from './get-charge-costing.ts';

export const exportChargeCosting = defineRoute({
  endpoint: exportChargeCostingEndpoint,
  access: anyRole(...ACCOUNTING_READERS),
  async handler({ query, db }) {
    const r = await chargeCosting(db, query);
    const rows = [...r.rows, { month: 'Total', account: '', tickets: null, ...r.totals }];
    const bytes = await listWorkbook({
      sheet: 'Charge costing',
      count: rows.length,
      batches: (async function* () {
        yield rows;
      })(),
      columns: [
        { header: 'Month', width: 10, value: (x) => x.month },
        { header: 'Account', width: 20, value: (x) => x.account },
        { header: 'Charge tickets', format: 'integer', value: (x) => x.tickets },
        { header: 'Charged', format: 'money', value: (x) => x.charged },
        { header: 'Credited', format: 'money', value: (x) => x.credited },
        { header: 'Net', format: 'money', value: (x) => x.net },
      ],
    });
    return fileResponse(`ChargeCosting-${query.dateFrom}-${query.dateTo}.xlsx`, XLSX_TYPE, bytes);
  },
});
