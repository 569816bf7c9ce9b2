// Approvers per service request type (decision 072): the users who sign each of the two steps of
// a type's requests; a step left empty keeps the chain's members.
import { z } from 'zod';
import { id } from '../../primitives.ts';

export const TYPE_APPROVERS_PATH = '/api/v2/admin/service-request-types/{id}/approvers';

export const typeApproversSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  needsApproval: z.boolean(),
  steps: z.array(
    z.object({
      step: z.number().int(),
      approvers: z.array(z.object({ userId: z.number().int(), fullName: z.string() })),
    }),
  ),
});
export type TypeApprovers = z.infer<typeof typeApproversSchema>;

export const typeApproversBody = z
  .object({
    firstApprovers: z.array(id()).max(50),
    secondApprovers: z.array(id()).max(50),
  })
  .superRefine((v, ctx) => {
    if (v.firstApprovers.some((u) => v.secondApprovers.includes(u))) {
      ctx.addIssue({ code: 'custom', path: ['secondApprovers'], message: 'Nobody signs both steps.' });
    }
  });
