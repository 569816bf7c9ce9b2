import { endpoint } from '../../http.ts';
import {
  CONNECTION_APPLICATION_BASE,
  connectionApplicationDetailSchema,
  newConnectionApplicationFields,
} from './connection-application.ts';

export const createConnectionApplicationEndpoint = endpoint({
  method: 'POST',
  path: CONNECTION_APPLICATION_BASE,
  summary:
    'Files a new connection application, numbered NCA-<year>-NNNNNN, For Inspection. A retry with the same requestKey answers the first application.',
  body: newConnectionApplicationFields,
  response: connectionApplicationDetailSchema,
});
