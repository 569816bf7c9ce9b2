import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { nonNegativeDecimal, optionalDecimal } from '../common.ts';

/** The most readings one sync request carries; the phone sends a longer outbox in batches. */
export const FIELD_SYNC_BATCH = 200;

/** What became of one reading a phone sent (decision 113). */
export const FieldSyncOutcome = {
  /** Recorded now. */
  Posted: 'posted',
  /** This very reading (its key) was recorded by an earlier sync: nothing recorded again. */
  AlreadyPosted: 'already-posted',
  /** The office changed the reading after the phone loaded the route, or the account is billed. */
  Conflict: 'conflict',
  /** The reading itself is refused (below the previous reading, unknown account, closed month). */
  Refused: 'refused',
} as const;
export type FieldSyncOutcome = (typeof FieldSyncOutcome)[keyof typeof FieldSyncOutcome];
export const FIELD_SYNC_OUTCOMES = Object.values(FieldSyncOutcome);

export const fieldReadingSchema = z.object({
  /** The idempotency key the phone gave the reading when it was taken (a UUID). */
  key: z.uuid({ error: 'The reading has no valid sync key.' }),
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
  readAt: z.iso.datetime({ offset: true, error: 'Enter a valid date and time.' }),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type FieldReading = z.infer<typeof fieldReadingSchema>;

export const fieldSyncResultSchema = z.object({
  key: z.string(),
  accountNo: z.string(),
  outcome: z.enum(FIELD_SYNC_OUTCOMES),
  /** Why it was not recorded, in words for the reader. */
  message: z.string().nullable(),
});
export type FieldSyncResult = z.infer<typeof fieldSyncResultSchema>;

export const syncFieldReadingsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-readings/field-sync',
  summary:
    'Readings taken on a phone without signal, sent when it is back online; each posts once by its key, and conflicts are answered, not overwritten.',
  body: z.object({
    readings: z.array(fieldReadingSchema).min(1, 'There is nothing to sync.').max(FIELD_SYNC_BATCH),
  }),
  response: z.object({ results: z.array(fieldSyncResultSchema) }),
});
