// The IT personnel roster (/admin/it-personnel): the administrator names who may be assigned IT
// service requests (the holders of the ITPersonnel role).
import { z } from 'zod';
import { requiredText } from '../../validation.ts';

export const PERSONNEL_MESSAGES = {
  userNotFound: 'The user was not found.',
  inactive: 'The user is not active.',
  already: 'This user is already one of the IT personnel.',
  notPersonnel: 'This user is not one of the IT personnel.',
  openRequests: (n: number) => `Reassign this person's ${n} open IT service request(s) first.`,
} as const;

export const itPersonSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  departmentName: z.string().nullable(),
  isActive: z.boolean(),
  openRequests: z.number().int(),
  resolvedThisMonth: z.number().int(),
});
export type ItPerson = z.infer<typeof itPersonSchema>;

export const addItPersonBody = z.object({ username: requiredText(1, 100) });
