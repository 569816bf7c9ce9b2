import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import {
  FIELD_SYNC_BATCH,
  fieldSyncResultSchema,
  photoKeysField,
  syncKey,
  takenAtField,
} from '../../platform/field-sync/field-sync.ts';
import { requiredText } from '../../validation.ts';
import { nonNegativeDecimal, optionalDecimal } from '../common.ts';

export { FIELD_SYNC_BATCH, FieldSyncOutcome } from '../../platform/field-sync/field-sync.ts';

export const fieldReadingSchema = z.object({
  /** The idempotency key the phone gave the reading when it was taken (a UUID). */
  key: syncKey('The reading has no valid sync key.'),
  billMonthId: id(),
  accountNo: requiredText(1, 30),
  presentReading: nonNegativeDecimal,
  remark: z.number().int().min(0).max(11).nullable().default(null),
  newMeterInitial: optionalDecimal,
  oldMeterFinal: optionalDecimal,
  demandKw: optionalDecimal,
  /** The present reading the phone saw when it loaded the route (null: none yet). */
  basisReading: z.string().nullable(),
  /** When the reader took it, by the phone's clock. */
  readAt: takenAtField,
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  /** A photo of the meter, sent first through the field photo upload (decision 114). */
  photoKeys: photoKeysField,
});
export type FieldReading = z.infer<typeof fieldReadingSchema>;

export const fieldReadingResultSchema = fieldSyncResultSchema.extend({ accountNo: z.string() });
export type FieldReadingResult = z.infer<typeof fieldReadingResultSchema>;

export const syncFieldReadingsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-readings/field-sync',
  summary:
    'Readings taken on a phone without signal, sent when it is back online; each posts once by its key, and conflicts are answered, not overwritten.',
  body: z.object({
    readings: z.array(fieldReadingSchema).min(1, 'There is nothing to sync.').max(FIELD_SYNC_BATCH),
  }),
  response: z.object({ results: z.array(fieldReadingResultSchema) }),
});
