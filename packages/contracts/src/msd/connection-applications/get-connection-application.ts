import { endpoint, idParam } from '../../http.ts';
import { CONNECTION_APPLICATION_BASE, connectionApplicationDetailSchema } from './connection-application.ts';

export const getConnectionApplicationEndpoint = endpoint({
  method: 'GET',
  path: `${CONNECTION_APPLICATION_BASE}/{id}`,
  summary:
    'One new connection application with its documents checklist, stage timeline (time in each stage), inspections and the move the user may make now.',
  params: idParam,
  response: connectionApplicationDetailSchema,
});
