import type { z } from 'zod';
import { endpoint } from '../../http.ts';
import {
  fieldSyncBody,
  fieldSyncResponse,
  photoKeysField,
  syncKey,
  takenAtField,
} from '../../platform/field-sync/field-sync.ts';
import { createFieldFindingFields } from './field-finding.ts';

/** A finding recorded on a phone without signal (decision 114). */
export const fieldFindingRecordSchema = createFieldFindingFields.extend({
  key: syncKey(),
  foundAt: takenAtField,
  photoKeys: photoKeysField,
});
export type FieldFindingRecord = z.input<typeof fieldFindingRecordSchema>;

export const syncFieldFindingsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/field-findings/field-sync',
  summary:
    'Field findings recorded on a phone without signal, with their photos (sent first), sent when it is back online; each posts once by its key.',
  body: fieldSyncBody(fieldFindingRecordSchema),
  response: fieldSyncResponse,
});
