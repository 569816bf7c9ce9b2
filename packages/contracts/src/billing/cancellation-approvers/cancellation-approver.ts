import { z } from 'zod';

export const cancellationApproverSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  hasRole: z.boolean(),
  createdAt: z.string(),
});
export type CancellationApprover = z.infer<typeof cancellationApproverSchema>;
