import { z } from 'zod';
import { optionalText, requiredText } from '../validation.ts';
import { branchCode } from '../primitives.ts';

/** A TSD line crew that service requests and connection orders are assigned to. */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  branchCode: z.number().int().nullable(),
  branchName: z.string().nullable(),
  leaderName: z.string().nullable(),
  contactNo: z.string().nullable(),
  members: z.array(z.string()),
  isActive: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

export const TEAM_NAME_TAKEN = 'A team with this name already exists.';

export const teamFieldsSchema = z.object({
  name: requiredText(2, 100),
  branchCode: branchCode().nullable().default(null),
  leaderName: optionalText(150),
  contactNo: optionalText(30),
  members: z.array(requiredText(2, 150)).max(30).default([]),
  isActive: z.boolean().default(true),
});
export type TeamFields = z.input<typeof teamFieldsSchema>;
