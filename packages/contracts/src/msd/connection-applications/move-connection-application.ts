import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { optionalText } from '../../validation.ts';
import { CONNECTION_STAGES } from '../enums.ts';
import { CONNECTION_APPLICATION_BASE, connectionApplicationDetailSchema } from './connection-application.ts';

export const moveConnectionApplicationBody = z.object({
  /** The next stage (one step; For Evaluation only through a passed inspection). */
  to: z.enum(CONNECTION_STAGES, { error: 'Choose the stage.' }),
  remarks: optionalText(500),
});

export const moveConnectionApplicationEndpoint = endpoint({
  method: 'POST',
  path: `${CONNECTION_APPLICATION_BASE}/{id}/stage`,
  summary:
    'Moves an application to its next stage (evaluation to For Payment by an officer other than the filer, with the documents complete and the seminar attended; paid to For Installing; installed to Accomplished). A move already made answers 409.',
  params: idParam,
  body: moveConnectionApplicationBody,
  response: connectionApplicationDetailSchema,
});
