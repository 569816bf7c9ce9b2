import { endpoint } from '../../http.ts';
import { SALARY_TEMPLATE_FILE } from './salary-import.ts';

export const downloadSalaryTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Salaries/DownloadTemplate',
  summary: `The salary import template (${SALARY_TEMPLATE_FILE}), listing every active employee with their current salary type.`,
  download: true,
});
