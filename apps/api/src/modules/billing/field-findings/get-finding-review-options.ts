// The review dialog's choices, read through member services' public.ts (decision 115): the office's
// reviewers hold billing's roles, not msd's.
import { getFindingReviewOptionsEndpoint } from '@ilaw/contracts/billing/field-findings/get-finding-review-options';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { applicationsReadyForOrder, activeServiceRequestTypes } from '../../msd/public.ts';
import { FINDING_REVIEW } from '../access.ts';

export const getFindingReviewOptions = defineRoute({
  endpoint: getFindingReviewOptionsEndpoint,
  access: FINDING_REVIEW,
  async handler({ db }) {
    return {
      serviceRequestTypes: await activeServiceRequestTypes(db),
      applications: await applicationsReadyForOrder(db),
    };
  },
});
