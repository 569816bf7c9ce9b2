import { z } from 'zod';
import { endpoint, idParam, queryBoolean } from '../../http.ts';
import { CONNECTION_INSPECTION_BASE } from './connection-inspection.ts';

export const downloadConnectionInspectionPhotoEndpoint = endpoint({
  method: 'GET',
  path: `${CONNECTION_INSPECTION_BASE}/photos/{id}`,
  summary: 'Downloads an inspection photo (inline=true shows an image in the browser).',
  params: idParam,
  query: z.object({ inline: queryBoolean.optional() }),
  download: true,
});
