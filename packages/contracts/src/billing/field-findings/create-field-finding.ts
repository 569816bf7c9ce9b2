import { endpoint } from '../../http.ts';
import { createFieldFindingFields, fieldFindingSchema } from './field-finding.ts';

export const createFieldFindingEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/field-findings',
  summary:
    'Records a field finding (multipart: kind, accountNo or locationText, remarks, latitude, longitude, accuracyM and one or more photos as "file").',
  multipart: true,
  body: createFieldFindingFields,
  response: fieldFindingSchema,
});
