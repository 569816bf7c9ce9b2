import { endpoint, idParam } from '../../http.ts';
import { poleSchema } from './pole.ts';

export const uploadPolePhotoEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/gis/poles/{id}/photo',
  summary:
    'Sets the pole\'s photo (multipart field "file", a JPEG, PNG or WebP); over the upload limit answers 413, another type 415.',
  params: idParam,
  multipart: true,
  response: poleSchema,
});
