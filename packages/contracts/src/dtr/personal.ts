// Daily time records, personal view: the signed-in user's own employee record only.
import { z } from 'zod';
import { endpoint, isoDate } from '../http.ts';
import { cleanString } from '../validation.ts';
import {
  biometricLogSchema,
  computeResultSchema,
  correctionRequestSchema,
  employeeDtrSchema,
  periodFields,
  punchEditFields,
  withPeriod,
  workSchedulesViewSchema,
} from './dtr.ts';

const period = withPeriod(z.object(periodFields));

export const personalDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal/DailyTimeRecord',
  summary: 'My daily time record for a period.',
  query: period,
  response: employeeDtrSchema,
});

export const personalLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal/DailyTimeRecord/GetLogs',
  summary: 'My biometric logs for a period.',
  query: period,
  response: z.array(biometricLogSchema),
});

export const personalArrangeEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal/DailyTimeRecord/Arrange',
  summary: 'My logs arranged into AM/PM in and out for a period, computed but not saved.',
  query: period,
  response: employeeDtrSchema,
});

export const personalWorkSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal/DailyTimeRecord/GetWorkSchedules',
  summary: 'My work schedule assignments.',
  response: workSchedulesViewSchema,
});

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

export const personalComputeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/personal/DailyTimeRecord/ComputeDailyTimeRecord',
  summary: 'Compute my daily time record for a period from my logs.',
  body: period,
  response: computeResultSchema,
});

export const personalCorrectionRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/personal/daily-time-record/correction-requests',
  summary: 'My DTR correction requests, newest first.',
  response: z.array(correctionRequestSchema),
});
