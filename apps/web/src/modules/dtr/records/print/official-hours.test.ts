import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OfficialHours } from '@ilaw/contracts/dtr/records/daily-time-record';
import { officialHoursLines } from './official-hours.ts';

const split: OfficialHours = {
  isContinuous: false,
  amIn: '08:00',
  amOut: '12:00',
  pmIn: '13:00',
  pmOut: '17:00',
  workingDays: '12345',
};

test('Form 48 official hours: regular days and Saturdays from the schedule', () => {
  assert.deepEqual(officialHoursLines(split), { regular: '08:00-12:00, 13:00-17:00', saturdays: '' });
  assert.deepEqual(officialHoursLines({ ...split, workingDays: '123456' }), {
    regular: '08:00-12:00, 13:00-17:00',
    saturdays: '08:00-12:00, 13:00-17:00',
  });
  assert.deepEqual(
    officialHoursLines({
      ...split,
      isContinuous: true,
      amIn: '07:00',
      amOut: null,
      pmIn: null,
      pmOut: '16:00',
      workingDays: '1234',
    }),
    { regular: 'Mon-Thu 07:00-16:00', saturdays: '' },
  );
  assert.deepEqual(
    officialHoursLines({ ...split, workingDays: '1356' }).regular,
    'Mon, Wed, Fri 08:00-12:00, 13:00-17:00',
  );
  assert.deepEqual(officialHoursLines({ ...split, workingDays: '6' }), {
    regular: '',
    saturdays: '08:00-12:00, 13:00-17:00',
  });
  assert.deepEqual(officialHoursLines(null), { regular: '', saturdays: '' });
});
