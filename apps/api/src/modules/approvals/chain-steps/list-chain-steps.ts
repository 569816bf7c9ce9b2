import { listChainStepsEndpoint } from '@ilaw/contracts/approvals/chain-steps/list-chain-steps';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { loadSteps } from './chain-step-queries.ts';

const ADMIN = anyRole('Admin');

export const listChainSteps = defineRoute({
  endpoint: listChainStepsEndpoint,
  access: ADMIN,
  async handler({ query, db }) {
    return loadSteps(db, query.documentType === undefined ? {} : { documentType: query.documentType });
  },
});
