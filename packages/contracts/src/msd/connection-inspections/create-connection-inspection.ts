import { endpoint } from '../../http.ts';
import { connectionApplicationDetailSchema } from '../connection-applications/connection-application.ts';
import { CONNECTION_INSPECTION_BASE, inspectionFields } from './connection-inspection.ts';

export const createConnectionInspectionEndpoint = endpoint({
  method: 'POST',
  path: CONNECTION_INSPECTION_BASE,
  summary:
    'Records a PUE inspection of an application For Inspection: Passed moves it to For Evaluation; ReInspect keeps it with a re-inspection date. Answers the application.',
  body: inspectionFields,
  response: connectionApplicationDetailSchema,
});
