import { listSurchargeRulesEndpoint } from '@ilaw/contracts/collection/surcharge-rules/list-surcharge-rules';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { CONFIG_READERS } from '../access.ts';
import { surchargeRuleRows } from './surcharge-rule-queries.ts';

export const listSurchargeRules = defineRoute({
  endpoint: listSurchargeRulesEndpoint,
  access: CONFIG_READERS,
  async handler({ db }) {
    return surchargeRuleRows(db, manilaToday());
  },
});
