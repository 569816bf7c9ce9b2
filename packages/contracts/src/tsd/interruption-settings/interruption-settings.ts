import { z } from 'zod';
import { calendarDate, integer } from '../../primitives.ts';

export const interruptionSettingsSchema = z.object({
  effectiveFrom: z.string(),
  /** Interruptions this short or shorter are momentary and left out of the indices. */
  momentaryMaxMinutes: z.number().int(),
  /** A scheduled interruption announced fewer days ahead than this is flagged. */
  noticeMinDays: z.number().int(),
});
export type InterruptionSettings = z.infer<typeof interruptionSettingsSchema>;

export const interruptionSettingsFields = z.object({
  effectiveFrom: calendarDate(),
  momentaryMaxMinutes: integer(0, 60),
  noticeMinDays: integer(0, 30),
});
