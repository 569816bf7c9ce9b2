// My work: what waits for the signed-in user.
import { z } from 'zod';
import { waitingApprovalSchema } from '../requests/approval-request.ts';

/** One line of My work: how many things of a kind wait for the user, and the screen that shows them. */
export const workItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  link: z.string(),
});

export type WorkItem = z.infer<typeof workItemSchema>;

export const myWorkSchema = z.object({
  /** Everything waiting, for the menu badge. */
  total: z.number().int(),
  /** Approvals at the user's step per document type, then the modules' own counters; only non-zero ones. */
  items: z.array(workItemSchema),
  /** The oldest approvals waiting for the user (at most 20), across document types. */
  approvals: z.array(waitingApprovalSchema),
});

export type MyWork = z.infer<typeof myWorkSchema>;
