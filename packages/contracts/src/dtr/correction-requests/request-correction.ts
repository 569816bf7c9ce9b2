import { endpoint } from '../../http.ts';
import { requiredText } from '../../validation.ts';
import { correctionRequestSchema } from './correction-request.ts';
import { punchEditFields, requiredDate } from '../fields.ts';

export const personalCorrectionBody = punchEditFields.extend({
  recordDate: requiredDate(),
  reason: requiredText(1, 500),
});

export const personalCorrectionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/personal/DailyTimeRecord/UpdateDailyTimeRecord',
  summary: 'Ask for a correction of one of my days; my department approves it.',
  body: personalCorrectionBody,
  response: correctionRequestSchema,
});
