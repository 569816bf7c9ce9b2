import { z } from 'zod';
import { endpoint, idParam, queryBoolean } from '../../http.ts';

export const downloadLifelinerDocumentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/lifeliner-documents/{id}',
  summary: "A lifeline application's document with its original name; inline=true shows an image in the browser.",
  params: idParam,
  query: z.object({ inline: queryBoolean.optional() }),
  download: true,
});
