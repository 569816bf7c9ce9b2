import type { z } from 'zod';
import { endpoint } from '../../http.ts';
import { fieldSyncBody, fieldSyncResponse, photoKeysField, syncKey } from '../../platform/field-sync/field-sync.ts';
import { poleFields } from './pole.ts';

/** A pole gathered on a phone without signal (decision 114); its first photo is the pole's. */
export const fieldPoleSchema = poleFields.extend({ key: syncKey(), photoKeys: photoKeysField });
export type FieldPole = z.input<typeof fieldPoleSchema>;

export const syncFieldPolesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/gis/poles/field-sync',
  summary:
    'Poles gathered on a phone without signal, with their photo (sent first), sent when it is back online; each posts once by its key. A pole number gathered meanwhile by someone else is answered as a conflict.',
  body: fieldSyncBody(fieldPoleSchema),
  response: fieldSyncResponse,
});
