import { SALARY_TEMPLATE_FILE } from '@ilaw/contracts/hr/salaries/salary-import';
import { downloadSalaryTemplateEndpoint } from '@ilaw/contracts/hr/salaries/download-salary-template';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { HR_WRITERS } from '../access.ts';
import { buildSalaryTemplate } from './salary-template.ts';

export const downloadSalaryTemplate = defineRoute({
  endpoint: downloadSalaryTemplateEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ db }) {
    return fileResponse(SALARY_TEMPLATE_FILE, XLSX_TYPE, await buildSalaryTemplate(db));
  },
});
