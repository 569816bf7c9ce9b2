import { endpoint, idParam } from '../../http.ts';

export const downloadOneTimeTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Payrolls/{id}/template',
  summary:
    "The payroll's one-time amounts template (.xlsx): a row per employee of the payroll (its lines, or its selection before generation) and the one-time amounts already entered, to fill and import back.",
  params: idParam,
  download: true,
});
