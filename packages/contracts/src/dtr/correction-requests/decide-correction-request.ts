import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { cleanString } from '../../validation.ts';
import { correctionRequestSchema } from './correction-request.ts';

const id = recordId();

export const decideCorrectionBody = z.object({
  correctionRequestId: id,
  approve: z.boolean(),
  remarks: cleanString().trim().max(500).optional(),
});

export const departmentDecideCorrectionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/departments/DailyTimeRecords/UpdateDailyTimeRecord',
  summary: "Approve or disapprove an employee's DTR correction request; approval applies it to the day.",
  body: decideCorrectionBody,
  response: correctionRequestSchema,
});
