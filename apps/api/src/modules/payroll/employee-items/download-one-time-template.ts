import { downloadOneTimeTemplateEndpoint } from '@ilaw/contracts/payroll/employee-items/download-one-time-template';
import { oneTimeTemplateFile } from '@ilaw/contracts/payroll/employee-items/one-time-import';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { buildOneTimeTemplate } from './one-time-template.ts';

export const downloadOneTimeTemplate = defineRoute({
  endpoint: downloadOneTimeTemplateEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db }) {
    return fileResponse(oneTimeTemplateFile(params.id), XLSX_TYPE, await buildOneTimeTemplate(db, params.id));
  },
});
