// SPEC.md section 5: an empty required field says 'This field is required.', whether the form sent
// it blank or a client left it out (issue 11, item 14), on the time and leave forms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { z } from 'zod';
import { personalCorrectionBody } from '../dtr/correction-requests/request-correction.ts';
import { deviceFields } from '../dtr/devices/biometric-device.ts';
import { holidayFieldsSchema } from '../dtr/holidays/holiday.ts';
import { hrManualEditBody } from '../dtr/records/update-daily-time-record.ts';
import { assignScheduleBody } from '../dtr/schedule-assignments/assign-schedule.ts';
import { workScheduleFieldsSchema } from '../dtr/work-schedules/work-schedule.ts';
import { createLeaveApplicationEndpoint } from './leave-applications/create-leave-application.ts';
import { cancelReasonSchema, myLeaveApplicationFieldsSchema } from './leave-applications/leave-application.ts';

const REQUIRED = 'This field is required.';

const cases: [string, z.ZodType, string[]][] = [
  ['my leave application', myLeaveApplicationFieldsSchema, ['leaveTypeId', 'dateFrom', 'dateTo', 'days', 'reason']],
  [
    "HR's leave application",
    createLeaveApplicationEndpoint.body as z.ZodType,
    ['employeeId', 'leaveTypeId', 'dateFrom', 'dateTo', 'days', 'reason'],
  ],
  ['withdrawal or cancellation', cancelReasonSchema, ['reason']],
  ['holiday', holidayFieldsSchema, ['holidayDate', 'name', 'kind']],
  ['correction request', personalCorrectionBody, ['recordDate', 'reason']],
  ['manual edit', hrManualEditBody, ['employeeId', 'recordDate', 'reason']],
  ['schedule assignment', assignScheduleBody, ['employeeId', 'workScheduleId', 'effectiveFrom']],
  ['work schedule', workScheduleFieldsSchema, ['name', 'amIn', 'pmOut']],
  ['device', deviceFields, ['serialNumber', 'name']],
];

function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const r = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of r.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

test('a required field left out or sent blank says "This field is required."', () => {
  for (const [form, schema, fields] of cases) {
    const blank = Object.fromEntries(fields.map((f) => [f, '']));
    for (const [how, input] of [
      ['left out', {}],
      ['blank', blank],
    ] as const) {
      const messages = messagesOf(schema, input);
      for (const f of fields) assert.deepEqual(messages[f], [REQUIRED], `${form}, ${f} ${how}`);
    }
  }
});

test('a wrong value keeps its own message', () => {
  assert.deepEqual(messagesOf(holidayFieldsSchema, { holidayDate: '2026-02-30', name: 'X', kind: 'Fiesta' }), {
    holidayDate: ['Enter a valid date.'],
    kind: ['Choose Regular or Special Non-Working.'],
  });
  assert.deepEqual(messagesOf(cancelReasonSchema, { reason: 'x'.repeat(501) }).reason, [
    'String length should be between 1 and 500 characters.',
  ]);
});
