import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';
import { connectionApplicationDetailSchema } from '../connection-applications/connection-application.ts';
import { CONNECTION_INSPECTION_BASE } from './connection-inspection.ts';

export const uploadConnectionInspectionPhotoEndpoint = endpoint({
  method: 'POST',
  path: `${CONNECTION_INSPECTION_BASE}/photos`,
  summary:
    'Attaches photos to an inspection (multipart field "file"; fields inspectionId, description). Answers the application.',
  multipart: true,
  body: z.object({ inspectionId: id(), description: optionalText(200) }),
  response: connectionApplicationDetailSchema,
});
