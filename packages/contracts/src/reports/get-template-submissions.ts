import { z } from 'zod';
import { endpoint, idParam } from '../http.ts';
import { integer } from '../primitives.ts';
import { boardRowSchema } from './report.ts';

export const getTemplateSubmissionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/report-templates/{id}/submissions',
  summary: "One template's periods of a year with every upload kept (the /cpd/report-submission/:id screen).",
  params: idParam,
  query: z.object({ year: integer(2000, 2100) }),
  response: boardRowSchema,
});
