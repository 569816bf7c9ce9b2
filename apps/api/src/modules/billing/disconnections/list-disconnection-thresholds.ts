import { listDisconnectionThresholdsEndpoint } from '@ilaw/contracts/billing/disconnections/list-disconnection-thresholds';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { DISCONNECTION_VIEW } from '../access.ts';
import { thresholds } from './disconnection-queries.ts';

export const listDisconnectionThresholds = defineRoute({
  endpoint: listDisconnectionThresholdsEndpoint,
  access: DISCONNECTION_VIEW,
  handler: ({ db }) => thresholds(db),
});
