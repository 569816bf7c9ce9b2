import { getRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/get-requisition';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { loadRequisition } from './requisition-queries.ts';

export const getRequisition = defineRoute({
  endpoint: getRequisitionEndpoint,
  // A reader any; a requester their own (404 otherwise).
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    return loadRequisition(db, user, params.id);
  },
});
