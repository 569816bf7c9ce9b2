import { z } from 'zod';
import { branchCode, calendarDate, integer } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { INTERRUPTION_KINDS, INTERRUPTION_SCOPES } from '../enums.ts';

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
  consumersAffected: integer(0, 1_000_000),
  noticeDate: calendarDate().nullable().default(null),
  crew: optionalText(200),
  remarks: optionalText(500),
});

export const INTERRUPTION_NOT_FOUND = 'The interruption was not found.';
