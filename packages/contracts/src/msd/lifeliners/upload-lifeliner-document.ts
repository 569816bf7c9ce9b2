import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { LIFELINER_BASE, lifelinerDetailSchema } from './lifeliner.ts';

export const uploadLifelinerDocumentEndpoint = endpoint({
  method: 'POST',
  path: `${LIFELINER_BASE}/documents`,
  summary:
    'Attaches papers to a lifeline application (multipart field "file", field lifelinerId): the 4Ps ID, the social-welfare certification, the form, a recent bill. Over the upload limit answers 413.',
  multipart: true,
  body: z.object({ lifelinerId: id() }),
  response: lifelinerDetailSchema,
});
