import { z } from 'zod';
import { endpoint } from '../http.ts';
import { integer } from '../primitives.ts';
import { REPORT_PERIODS, SUBMISSION_STATES, boardRowSchema } from './report.ts';

export const getReportBoardEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/report-submissions/board',
  summary:
    "The monitoring board of a year: each active template's periods with due date and state (submitted, late, missing, due, upcoming); a department's uploaders see their department's.",
  query: z.object({
    year: integer(2000, 2100),
    period: z.enum(REPORT_PERIODS).optional(),
    state: z.enum(SUBMISSION_STATES).optional(),
  }),
  response: z.object({ rows: z.array(boardRowSchema), today: z.string() }),
});
