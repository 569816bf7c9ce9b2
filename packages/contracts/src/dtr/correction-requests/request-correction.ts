import { endpoint, isoDate } from '../../http.ts';
import { cleanString } from '../../validation.ts';
import { correctionRequestSchema } from './correction-request.ts';
import { punchEditFields } from '../fields.ts';

export const personalCorrectionBody = punchEditFields.extend({
  recordDate: isoDate,
  reason: cleanString().trim().min(1, 'This field is required.').max(500),
});

export const personalCorrectionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/personal/DailyTimeRecord/UpdateDailyTimeRecord',
  summary: 'Ask for a correction of one of my days; my department approves it.',
  body: personalCorrectionBody,
  response: correctionRequestSchema,
});
