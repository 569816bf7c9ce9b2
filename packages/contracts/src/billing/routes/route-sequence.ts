// A route's reading sequence re-ordered on the map (Meter Locations, Route): by dragging, up/down,
// or the nearest-neighbour order the server proposes (docs/decisions/112).
import { z } from 'zod';
import { id } from '../../primitives.ts';

export const ROUTE_SEQUENCE_MESSAGES = {
  unchanged: 'The route is already in this order.',
  changed: "The route's consumers changed since it was loaded; reload the route.",
  empty: 'The route has no consumers.',
} as const;

export const routeSequenceBody = z.object({
  /** Every consumer of the route, once, in the new reading order. */
  consumerIds: z.array(id()).min(1).max(5000),
});

export const routeSequenceSchema = z.object({
  routeId: z.number().int(),
  /** The route's consumers in reading order (sequence 1, 2, ...). */
  consumerIds: z.array(z.number().int()),
  /** Metres walked in this order between located meters. */
  distanceM: z.number().int(),
});
export type RouteSequence = z.infer<typeof routeSequenceSchema>;
