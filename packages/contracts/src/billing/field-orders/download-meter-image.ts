import { z } from 'zod';
import { endpoint, idParam, queryBoolean } from '../../http.ts';

export const downloadMeterImageEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-images/{id}',
  summary: 'One field photo; inline=true shows it in the viewer.',
  params: idParam,
  query: z.object({ inline: queryBoolean.optional() }),
  download: true,
});
