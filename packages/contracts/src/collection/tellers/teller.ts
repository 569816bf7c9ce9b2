// A teller: a portal user (role Teller) collecting at a branch's collection office.
import { z } from 'zod';
import { branchCode, id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';

export const tellerFields = z.object({
  userId: id(),
  name: requiredText(1, 100),
  branchCode: branchCode(),
  collectionOffice: requiredText(1, 100),
  isActive: z.boolean().optional(),
});
export type TellerFields = z.input<typeof tellerFields>;

export const tellerSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  branchCode: z.number().int(),
  collectionOffice: z.string(),
  isActive: z.boolean(),
  /** OR numbers left in the teller's series. */
  receiptsLeft: z.number().int(),
  nextOrNumber: z.number().int().nullable(),
});
export type Teller = z.infer<typeof tellerSchema>;

export const TELLER_USER_TAKEN = 'This user is already a teller.';
export const TELLER_NEEDS_ROLE = 'The user does not hold the Teller role.';
