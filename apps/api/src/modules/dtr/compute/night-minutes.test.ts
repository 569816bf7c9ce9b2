// Night minutes (22:00-06:00, Labor Code art. 86) as tables of cases: intervals crossing midnight,
// partial overlaps, and what each kind of DTR day counts (decision 065).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeDay, toMinutes, type DayInput, type ScheduleRule } from '../rules.ts';
import { asWorked, dayNightMinutes, nightMinutesOf } from './night-minutes.ts';

const m = (t: string) => toMinutes(t)!;

// [case, from, to, night minutes]; a 'to' at or before 'from' is on the next day.
const intervalCases: [string, string, string, number][] = [
  ['a whole night shift 22:00-06:00 crossing midnight', '22:00', '06:00', 480],
  ['20:00-04:00 crossing midnight: 22:00-04:00', '20:00', '04:00', 360],
  ['23:30-07:30 crossing midnight: 23:30-06:00', '23:30', '07:30', 390],
  ['18:00-02:00 crossing midnight: 22:00-02:00', '18:00', '02:00', 240],
  ['14:00-00:00 ends at midnight: 22:00-24:00', '14:00', '00:00', 120],
  ['00:00-08:00 starts at midnight: 00:00-06:00', '00:00', '08:00', 360],
  ['04:00-12:00 early shift: 04:00-06:00', '04:00', '12:00', 120],
  ['05:59-14:00: one minute', '05:59', '14:00', 1],
  ['06:00-22:00 touches both edges: none', '06:00', '22:00', 0],
  ['08:00-17:00 day shift: none', '08:00', '17:00', 0],
  ['21:00-23:30 evening overtime: 22:00-23:30', '21:00', '23:30', 90],
  ['22:00-22:00 is a whole day: one night', '22:00', '22:00', 480],
  ['03:00-05:00 inside the night', '03:00', '05:00', 120],
  ['05:00-23:00 both ends: 05:00-06:00 and 22:00-23:00', '05:00', '23:00', 120],
];
for (const [name, from, to, expected] of intervalCases) {
  test(`night minutes of an interval: ${name}`, () => {
    assert.equal(nightMinutesOf(asWorked(m(from), m(to))), expected);
  });
}

const REGULAR: ScheduleRule = {
  isContinuous: false,
  amIn: m('08:00'),
  amOut: m('12:00'),
  pmIn: m('13:00'),
  pmOut: m('17:00'),
  graceMinutes: 15,
  workingDays: '12345',
};
const EARLY: ScheduleRule = {
  isContinuous: true,
  amIn: m('04:00'),
  amOut: null,
  pmIn: null,
  pmOut: m('12:00'),
  graceMinutes: 5,
  workingDays: '123456',
};
const LATE: ScheduleRule = {
  isContinuous: true,
  amIn: m('15:00'),
  amOut: null,
  pmIn: null,
  pmOut: m('23:00'),
  graceMinutes: 5,
  workingDays: '123456',
};
const MONDAY = '2026-06-01';
const SUNDAY = '2026-06-07';

// [case, schedule, date, logs, overtime authorised, holiday, leave, night minutes]
const dayCases: [string, ScheduleRule, string, string, boolean, DayInput['holiday'], DayInput['leave'], number][] = [
  ['day shift, on time: none', REGULAR, MONDAY, '07:55 12:01 12:58 17:03', false, null, null, 0],
  ['early shift 04:00-12:00 worked whole: 04:00-06:00', EARLY, MONDAY, '03:55 12:05', false, null, null, 120],
  ['early shift, in late at 04:40: 04:40-06:00', EARLY, MONDAY, '04:40 12:00', false, null, null, 80],
  ['early shift, in at 06:30: past the night', EARLY, MONDAY, '06:30 12:00', false, null, null, 0],
  [
    'early shift, in at 02:00 before the schedule: from 04:00 only',
    EARLY,
    MONDAY,
    '02:00 12:00',
    false,
    null,
    null,
    120,
  ],
  ['late shift 15:00-23:00: 22:00-23:00', LATE, MONDAY, '14:58 23:01', false, null, null, 60],
  ['late shift, out early at 22:30: 22:00-22:30', LATE, MONDAY, '14:58 22:30', false, null, null, 30],
  ['late shift, out at 23:50 without overtime: up to 23:00', LATE, MONDAY, '14:58 23:50', false, null, null, 60],
  ['late shift, authorised overtime to 23:50: 22:00-23:50', LATE, MONDAY, '14:58 23:50', true, null, null, 110],
  ['late shift, no time out: none', LATE, MONDAY, '14:58', false, null, null, 0],
  [
    'day shift, authorised overtime to 23:00: 22:00-23:00',
    REGULAR,
    MONDAY,
    '07:55 12:01 12:58 23:00',
    true,
    null,
    null,
    60,
  ],
  [
    'day shift, overtime to 23:00 not authorised: none',
    REGULAR,
    MONDAY,
    '07:55 12:01 12:58 23:00',
    false,
    null,
    null,
    0,
  ],
  ['rest day, authorised 18:00-23:30: 22:00-23:30', LATE, SUNDAY, '18:00 23:30', true, null, null, 90],
  ['rest day, not authorised: none', LATE, SUNDAY, '18:00 23:30', false, null, null, 0],
  [
    'regular holiday, authorised 15:00-23:00: 22:00-23:00',
    LATE,
    MONDAY,
    '15:00 23:00',
    true,
    { name: 'Independence Day', kind: 'Regular' },
    null,
    60,
  ],
  [
    'special day, authorised 04:00-12:00: 04:00-06:00',
    EARLY,
    MONDAY,
    '04:00 12:00',
    true,
    { name: 'Ninoy Aquino Day', kind: 'SpecialNonWorking' },
    null,
    120,
  ],
  ['on leave: none', LATE, MONDAY, '15:00 23:00', false, null, { name: 'Vacation Leave' }, 0],
  [
    'half-day leave, worked the shift: counted',
    LATE,
    MONDAY,
    '15:00 23:00',
    false,
    null,
    { name: 'Vacation Leave', halfDay: true },
    60,
  ],
];
for (const [name, schedule, date, logs, overtimeAuthorized, holiday, leave, expected] of dayCases) {
  test(`night minutes of a day: ${name}`, () => {
    const day = computeDay({
      date,
      today: '2026-12-31',
      schedule,
      holiday,
      leave,
      travel: false,
      logs: logs.split(' ').map(m),
      manual: {},
      overtimeAuthorized,
    });
    assert.equal(dayNightMinutes(day, schedule, overtimeAuthorized), expected);
  });
}

test('a day not yet come, travel or without a schedule counts none', () => {
  const base = {
    date: MONDAY,
    holiday: null,
    leave: null,
    logs: [m('15:00'), m('23:00')],
    manual: {},
    overtimeAuthorized: true,
  };
  const future = computeDay({ ...base, today: '2026-05-31', schedule: LATE, travel: false });
  const travel = computeDay({ ...base, today: '2026-12-31', schedule: LATE, travel: true });
  const none = computeDay({ ...base, today: '2026-12-31', schedule: null, travel: false });
  assert.equal(dayNightMinutes(future, LATE, true), 0);
  assert.equal(dayNightMinutes(travel, LATE, true), 0);
  assert.equal(dayNightMinutes(none, null, true), 0);
});

test('a manual out before the in is a wrong punch, not a shift crossing midnight', () => {
  const day = computeDay({
    date: MONDAY,
    today: '2026-12-31',
    schedule: LATE,
    holiday: null,
    leave: null,
    travel: false,
    logs: [],
    manual: { amIn: m('15:00'), amOut: null, pmIn: null, pmOut: m('02:00') },
    overtimeAuthorized: true,
  });
  assert.equal(dayNightMinutes(day, LATE, true), 0);
});
