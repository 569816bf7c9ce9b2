import { endpoint } from '../../http.ts';

export const portalLogoEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/portal/logo',
  summary: "The cooperative's logo for letterheads (404 when none is configured).",
  download: true,
});
