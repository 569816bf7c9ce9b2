import { endpoint } from '../../http.ts';
import { surchargeRuleFields, surchargeRuleSchema } from './surcharge-rule.ts';

export const createSurchargeRuleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/surcharge-rules',
  summary: 'Adds the surcharge rule of a class from a date; earlier rules stay for earlier payments.',
  body: surchargeRuleFields,
  response: surchargeRuleSchema,
});
