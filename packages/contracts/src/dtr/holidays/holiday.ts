// The holiday calendar: regular and special non-working days.
import { z } from 'zod';
import { isoDate } from '../../http.ts';
import { cleanString } from '../../validation.ts';

const required = 'This field is required.';

export const holidaySchema = z.object({
  id: z.number().int(),
  holidayDate: z.string(),
  name: z.string(),
  kind: z.enum(['Regular', 'SpecialNonWorking']),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayFieldsSchema = z.object({
  holidayDate: isoDate,
  name: cleanString().trim().min(1, required).max(100),
  kind: z.enum(['Regular', 'SpecialNonWorking']),
});
