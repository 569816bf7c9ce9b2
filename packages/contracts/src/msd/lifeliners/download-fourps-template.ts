import { endpoint } from '../../http.ts';
import { FOURPS_BASE } from './fourps.ts';

export const downloadFourPsTemplateEndpoint = endpoint({
  method: 'GET',
  path: `${FOURPS_BASE}/template`,
  summary: 'The 4Ps household list template (.xlsx): one row per household, with an Instructions sheet.',
  download: true,
});
