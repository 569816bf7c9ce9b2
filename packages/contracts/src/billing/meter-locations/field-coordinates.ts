// Coordinates from the readers' phones (issue 17 item 3, "captured in the field"): a reading taken
// on the field app keeps where the phone stood (decision 113). For a route's consumers that have
// no coordinates yet, the latest such reading proposes them; the office sees the list and takes
// them in one step. Only consumers still without coordinates are set, so taking twice sets nothing.
import { z } from 'zod';
import { id } from '../../primitives.ts';

export const fieldCoordinateSchema = z.object({
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  sequence: z.number().int().nullable(),
  latitude: z.string(),
  longitude: z.string(),
  /** When the reader stood there (the phone's clock). */
  readAt: z.string(),
});
export type FieldCoordinate = z.infer<typeof fieldCoordinateSchema>;

export const fieldCoordinatesQuery = z.object({ routeId: id() });

export const fieldCoordinatesPreviewSchema = z.object({
  routeId: z.number().int(),
  /** The route's consumers still without coordinates. */
  missing: z.number().int(),
  /** Of those, the ones a phone reading can place, in reading sequence. */
  proposals: z.array(fieldCoordinateSchema),
});

export const takeFieldCoordinatesBody = z.object({
  routeId: id(),
  /** The consumers the preview showed and the user confirmed. */
  consumerIds: z.array(id()).min(1, 'Choose the consumers to place.').max(5_000),
});

export const takeFieldCoordinatesResultSchema = z.object({
  /** Consumers whose coordinates were set now. */
  placed: z.number().int(),
  /** Chosen but not set: coordinates recorded meanwhile, or no phone reading. */
  skipped: z.number().int(),
});

export const FIELD_COORDINATE_MESSAGES = {
  nothingPlaced: 'None of these consumers can be placed now: their coordinates were recorded meanwhile.',
} as const;
