import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { surchargeRuleSchema } from './surcharge-rule.ts';

export const listSurchargeRulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/surcharge-rules',
  summary: 'Surcharge rules per consumer class, newest first; the one in force today is marked.',
  response: z.array(surchargeRuleSchema),
});
