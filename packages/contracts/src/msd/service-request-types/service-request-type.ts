import { z } from 'zod';
import { integer, id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { CLOCK_BASES, NEA_CATEGORY_CODES } from '../enums.ts';

/** A type (no parent) or a subtype (with its type as parent) of service request. */
export const serviceRequestTypeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** Handled by the technical side's crews (listed by api/tsd/ServiceRequestTypesTsd). */
  technical: z.boolean(),
  /** NEA KPS complaint category code ('1a' ... '7d'). */
  neaCategory: z.enum(NEA_CATEGORY_CODES),
  /** The target from receipt to accomplishment, in hours of `clockBasis`. */
  targetHours: z.number().int(),
  clockBasis: z.enum(CLOCK_BASES),
  /** Requests of this type wait for the first and second approval before assignment. */
  requiresApproval: z.boolean(),
  isActive: z.boolean(),
});
export type ServiceRequestType = z.infer<typeof serviceRequestTypeSchema>;

export const serviceRequestTypeFields = z.object({
  parentId: id().nullable().default(null),
  code: requiredText(1, 20),
  name: requiredText(1, 100),
  technical: z.boolean().default(false),
  neaCategory: z.enum(NEA_CATEGORY_CODES, { error: 'Choose the NEA complaint category.' }),
  targetHours: integer(1, 8760),
  clockBasis: z.enum(CLOCK_BASES, { error: 'Choose how the target time is counted.' }),
  requiresApproval: z.boolean().default(true),
  isActive: z.boolean().default(true),
});

export const TYPE_CODE_TAKEN = 'There is already a service request type with this code.';
export const TYPE_NOT_FOUND = 'The service request type was not found.';
