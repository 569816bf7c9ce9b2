// The holiday calendar: regular and special non-working days.
import { z } from 'zod';
import { requiredDate } from '../../hr/fields.ts';
import { MESSAGES, requiredText } from '../../validation.ts';

export const holidaySchema = z.object({
  id: z.number().int(),
  holidayDate: z.string(),
  name: z.string(),
  kind: z.enum(['Regular', 'SpecialNonWorking']),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayFieldsSchema = z.object({
  holidayDate: requiredDate(),
  name: requiredText(1, 100),
  kind: z.enum(['Regular', 'SpecialNonWorking'], {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? MESSAGES.required : 'Choose Regular or Special Non-Working.',
  }),
});
