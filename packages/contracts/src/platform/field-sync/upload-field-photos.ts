import { z } from 'zod';
import { endpoint } from '../../http.ts';

export const uploadFieldPhotosEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/field-photos',
  summary:
    'Photos kept on a phone, sent before the records that carry them (multipart: each file named by the key the phone gave the photo). Each key is stored once: a retried upload stores nothing again.',
  multipart: true,
  body: z.object({}),
  response: z.object({
    /** Keys stored now. */
    stored: z.array(z.string()),
    /** Keys this user had sent before: nothing stored again. */
    alreadyStored: z.array(z.string()),
  }),
});
