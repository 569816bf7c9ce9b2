import { endpoint, idParam } from '../../http.ts';
import {
  CONNECTION_APPLICATION_BASE,
  connectionApplicationDetailSchema,
  connectionApplicationFields,
} from './connection-application.ts';

export const updateConnectionApplicationEndpoint = endpoint({
  method: 'PUT',
  path: `${CONNECTION_APPLICATION_BASE}/{id}`,
  summary:
    'Corrects an application and its documents checklist while it is For Inspection or For Evaluation (once evaluated it answers 409).',
  params: idParam,
  body: connectionApplicationFields,
  response: connectionApplicationDetailSchema,
});
