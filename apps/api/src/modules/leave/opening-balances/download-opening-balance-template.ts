import { OPENING_BALANCE_TEMPLATE_FILE } from '@ilaw/contracts/leave/opening-balances/opening-balance';
import { downloadOpeningBalanceTemplateEndpoint } from '@ilaw/contracts/leave/opening-balances/download-opening-balance-template';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { resolveFiscalYear } from '../ledger.ts';
import { buildOpeningBalanceTemplate } from './opening-balance-template.ts';

export const downloadOpeningBalanceTemplate = defineRoute({
  endpoint: downloadOpeningBalanceTemplateEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ db, query }) {
    const fiscalYearId = await resolveFiscalYear(db, query.fiscalYearId);
    return fileResponse(OPENING_BALANCE_TEMPLATE_FILE, XLSX_TYPE, await buildOpeningBalanceTemplate(db, fiscalYearId));
  },
});
