import { z } from 'zod';
import { endpoint } from '../../http.ts';

const typeOption = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** What the review dialog offers (decision 115): member services' request types and the applications ready for an order. */
export const findingReviewOptionsSchema = z.object({
  serviceRequestTypes: z.array(typeOption.extend({ subtypes: z.array(typeOption) })),
  /** Applications For Installing (fees paid) with no order yet. */
  applications: z.array(
    z.object({
      id: z.number().int(),
      applicationNo: z.string(),
      applicantName: z.string(),
      branchCode: z.number().int(),
    }),
  ),
});
export type FindingReviewOptions = z.infer<typeof findingReviewOptionsSchema>;

export const getFindingReviewOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/field-findings/review-options',
  summary:
    "The choices of a finding's review: member services' active service request types and the applications For Installing without an order.",
  response: findingReviewOptionsSchema,
});
