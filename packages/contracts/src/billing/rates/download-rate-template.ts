import { endpoint } from '../../http.ts';

export const ratesTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/rates/template',
  summary: 'The .xlsx rate template, filled with the default unbundled components.',
  download: true,
});
