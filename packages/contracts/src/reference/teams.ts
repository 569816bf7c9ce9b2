import { z } from 'zod';
import { endpoint, idParam } from '../http.ts';
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

export const listTeamsEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/Teams',
  summary: 'Line crews, active first, by name.',
  response: z.array(teamSchema),
});

export const createTeamEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/teams',
  summary: 'Add a team.',
  body: teamFieldsSchema,
  response: teamSchema,
});

export const updateTeamEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/teams/{id}',
  summary: 'Edit a team.',
  params: idParam,
  body: teamFieldsSchema,
  response: teamSchema,
});
