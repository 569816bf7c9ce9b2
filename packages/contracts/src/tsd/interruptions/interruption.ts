import { z } from 'zod';
import { branchCode, calendarDate, integer } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { INTERRUPTION_KINDS, INTERRUPTION_SCOPES } from '../enums.ts';

/**
 * Where the consumers affected come from (decision 121): counted from billing's active accounts on
 * the routes picked, or typed with the reason why they could not be counted.
 */
export const INTERRUPTION_CONSUMER_BASES = ['Routes', 'Typed'] as const;
export type InterruptionConsumerBasis = (typeof INTERRUPTION_CONSUMER_BASES)[number];

/** A billing route with its active consumers (now, or as counted when the interruption was saved). */
export const interruptionRouteSchema = z.object({
  routeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  consumers: z.number().int(),
});
export type InterruptionRoute = z.infer<typeof interruptionRouteSchema>;

export const interruptionSchema = z.object({
  id: z.number().int(),
  interruptionNo: z.string(),
  kind: z.enum(INTERRUPTION_KINDS),
  scope: z.enum(INTERRUPTION_SCOPES),
  branchCode: z.number().int(),
  branchName: z.string(),
  feeder: z.string().nullable(),
  area: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Whole minutes from start to end (null while the power is still out). */
  durationMinutes: z.number().int().nullable(),
  cause: z.string(),
  weather: z.string().nullable(),
  equipment: z.string().nullable(),
  consumersAffected: z.number().int(),
  consumersBasis: z.enum(INTERRUPTION_CONSUMER_BASES),
  /** The routes counted (basis Routes), each with its count when saved. */
  routes: z.array(interruptionRouteSchema),
  /** Why the figure was typed (basis Typed). */
  consumersNote: z.string().nullable(),
  noticeDate: z.string().nullable(),
  /** A scheduled interruption announced fewer days ahead than the configured minimum. */
  shortNotice: z.boolean(),
  crew: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type Interruption = z.infer<typeof interruptionSchema>;

const instant = z.iso.datetime({ offset: true, error: 'Enter the date and time.' });

export const interruptionFields = z.object({
  kind: z.enum(INTERRUPTION_KINDS, { error: 'Choose scheduled or unscheduled.' }),
  scope: z.enum(INTERRUPTION_SCOPES, { error: 'Choose feeder or area.' }),
  branchCode: branchCode(),
  feeder: optionalText(40),
  area: optionalText(200),
  startedAt: instant,
  endedAt: instant.nullable().default(null),
  cause: requiredText(1, 200),
  weather: optionalText(60),
  equipment: optionalText(200),
  consumersBasis: z.enum(INTERRUPTION_CONSUMER_BASES, { error: 'Choose counted by route or typed.' }).default('Routes'),
  /** Billing routes of the branch whose active consumers were out (basis Routes). */
  routeIds: z.array(z.number().int().positive()).max(200, 'Pick at most 200 routes.').default([]),
  /** Only for basis Typed; counted from the routes otherwise. */
  consumersAffected: integer(0, 1_000_000).nullable().default(null),
  consumersNote: optionalText(300),
  noticeDate: calendarDate().nullable().default(null),
  crew: optionalText(200),
  remarks: optionalText(500),
});

export const INTERRUPTION_MESSAGES = {
  routesRequired: 'Pick the routes whose consumers were out.',
  routeElsewhere: "Pick routes of the interruption's branch.",
  typedRequired: 'Enter the consumers affected.',
  noteRequired: 'Say why the consumers could not be counted from the routes.',
} as const;

export const INTERRUPTION_NOT_FOUND = 'The interruption was not found.';
