import { z } from 'zod';
import { branchCode } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';

/** A warehouse or stock location of a branch. */
export const locationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  branchCode: z.number().int(),
  isActive: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationFields = z.object({
  code: requiredText(1, 10),
  name: requiredText(1, 80),
  branchCode: branchCode(),
  isActive: z.boolean().default(true),
});

export const LOCATION_CODE_TAKEN = 'There is already a location with this code.';
export const LOCATION_NOT_FOUND = 'The location was not found.';
