import { z } from 'zod';
import { MESSAGES, optionalText, requiredText } from '../../validation.ts';
import { optionalPastDate, optionalPhone } from '../fields.ts';

export const FAMILY_RELATIONSHIPS = ['Spouse', 'Child', 'Father', 'Mother', 'Sibling', 'Other'] as const;
export const relationshipSchema = z.enum(FAMILY_RELATIONSHIPS, { error: 'Choose a relationship from the list.' });
export const ONE_SPOUSE = 'This employee already has a spouse on record.';

export const familyMemberFieldsSchema = z
  .object({
    relationship: relationshipSchema,
    fullName: requiredText(2, 150),
    birthDate: optionalPastDate(),
    occupation: optionalText(100),
    contactNumber: optionalPhone(),
    isDependent: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // Children are recorded with their birth dates (dependents, benefits).
    if (v.relationship === 'Child' && !v.birthDate) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: MESSAGES.required });
    }
  });
export type FamilyMemberFields = z.input<typeof familyMemberFieldsSchema>;

export const familyMemberSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  relationship: relationshipSchema,
  fullName: z.string(),
  birthDate: z.string().nullable(),
  occupation: z.string().nullable(),
  contactNumber: z.string().nullable(),
  isDependent: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
