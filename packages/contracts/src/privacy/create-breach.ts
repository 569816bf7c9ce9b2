import { endpoint } from '../http.ts';
import { breachFieldsSchema, breachSchema } from './agreement.ts';

export const createBreachEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/data-privacy/breaches',
  summary: "Records a personal data breach ('DB-2026-001'); the notification deadline is 72 hours after discovery.",
  body: breachFieldsSchema,
  response: breachSchema,
});
