import { endpoint, idParam } from '../../http.ts';
import { fieldFindingSchema, reviewFieldFindingFields } from './field-finding.ts';

export const reviewFieldFindingEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/field-findings/{id}/review',
  summary:
    'Reviews a finding into an action (service request, connection order, bill adjustment request, meter change or none) with the document it became; never by the one who recorded it; once.',
  params: idParam,
  body: reviewFieldFindingFields,
  response: fieldFindingSchema,
});
