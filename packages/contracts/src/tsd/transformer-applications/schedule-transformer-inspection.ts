import { endpoint, idParam } from '../../http.ts';
import { scheduleInspectionBody, transformerApplicationSchema } from './transformer-application.ts';

export const scheduleTransformerInspectionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/tsd/transformer-applications/{id}/inspection-schedule',
  summary: 'Schedules (or moves) the inspection of an application waiting for inspection: inspector and date.',
  params: idParam,
  body: scheduleInspectionBody,
  response: transformerApplicationSchema,
});
