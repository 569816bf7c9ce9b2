// Overnight shifts (decision 020): a continuous 22:00-06:00 schedule ends the next day; its logs
// after midnight count to the shift's start date, its punches past 24:00; tardiness, undertime,
// overtime, absence and night minutes follow, as tables of cases.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dayNightMinutes } from './compute/night-minutes.ts';
import {
  computeDay,
  logDay,
  manualOnShift,
  nextMorningBoundary,
  scheduleRule,
  toMinutes,
  toTime,
  type DayInput,
  type ScheduleRule,
} from './rules.ts';

const m = (t: string) => toMinutes(t)!;
const NIGHT = scheduleRule({
  isContinuous: true,
  amIn: m('22:00'),
  amOut: null,
  pmIn: null,
  pmOut: m('06:00'),
  graceMinutes: 0,
  workingDays: '12345',
});
const DAY_SHIFT = scheduleRule({ ...NIGHT, amIn: m('08:00'), pmOut: m('17:00') });

describe('the schedule', () => {
  test('22:00-06:00 ends at 30:00 the next morning; 08:00-17:00 is unchanged', () => {
    assert.equal(NIGHT.pmOut, 30 * 60);
    assert.equal(DAY_SHIFT.pmOut, 17 * 60);
    assert.equal(nextMorningBoundary(NIGHT), 14 * 60);
  });
  test('a split schedule never crosses midnight', () => {
    const split = scheduleRule({ ...NIGHT, isContinuous: false, amIn: 480, amOut: 720, pmIn: 780, pmOut: 1020 });
    assert.equal(split.pmOut, 1020);
  });
  test('times past 24:00 print as the wall clock', () => {
    assert.deepEqual([toTime(1800), toTime(1320), toTime(1440), toTime(0)], ['06:00', '22:00', '00:00', '00:00']);
  });
});

describe('which day a log counts to', () => {
  const cases: [string, string, ScheduleRule | null, string, number][] = [
    // log date, time, the previous date's schedule -> day, minutes
    ['2026-03-03', '06:02', NIGHT, '2026-03-02', 1800 + 2],
    ['2026-03-03', '00:30', NIGHT, '2026-03-02', 1440 + 30],
    ['2026-03-03', '13:59', NIGHT, '2026-03-02', 1440 + 839],
    ['2026-03-03', '14:00', NIGHT, '2026-03-03', 840],
    ['2026-03-03', '21:55', NIGHT, '2026-03-03', 1315],
    ['2026-03-03', '06:02', DAY_SHIFT, '2026-03-03', 362],
    ['2026-03-03', '06:02', null, '2026-03-03', 362],
  ];
  for (const [date, time, previous, day, minutes] of cases) {
    test(`${date} ${time} after a ${previous === NIGHT ? 'night' : previous ? 'day' : 'no'} shift: ${day}`, () => {
      assert.deepEqual(logDay(date, m(time), { date: '2026-03-02', schedule: previous }), { date: day, minutes });
    });
  }
  test('a manual time after midnight on a night shift is the next morning', () => {
    assert.deepEqual(
      [manualOnShift(NIGHT, m('06:00')), manualOnShift(NIGHT, m('22:10')), manualOnShift(DAY_SHIFT, m('06:00'))],
      [1800, 1330, 360],
    );
  });
});

describe('an overnight day counts like any other', () => {
  const day = (logs: string[], over: Partial<DayInput> = {}): DayInput => ({
    date: '2026-03-02',
    today: '2026-03-31',
    schedule: NIGHT,
    holiday: null,
    leave: null,
    travel: false,
    // Logs after midnight arrive past 24:00 (compute.ts arranges them so).
    logs: logs.map((t) => (m(t) < nextMorningBoundary(NIGHT) ? m(t) + 1440 : m(t))),
    manual: {},
    overtimeAuthorized: false,
    ...over,
  });
  const cases: [string, string[], boolean, [number, number, number, string], number][] = [
    // name, logs, overtime authorised -> [tardy, undertime, overtime, absent], night minutes
    ['on time 22:00-06:00', ['21:58', '06:01'], false, [0, 0, 0, '0'], 480],
    ['in at 22:20: 20 late', ['22:20', '06:00'], false, [20, 0, 0, '0'], 460],
    ['out at 05:00: 60 undertime', ['21:55', '05:00'], false, [0, 60, 0, '0'], 420],
    ['out at 07:30 with overtime: 90 overtime', ['21:59', '07:30'], true, [0, 0, 90, '0'], 480],
    ['out at 07:30 without overtime authorised: none', ['21:59', '07:30'], false, [0, 0, 0, '0'], 480],
    ['no time out: absent', ['21:59'], false, [0, 0, 0, '1'], 0],
    ['no logs: absent', [], false, [0, 0, 0, '1'], 0],
  ];
  for (const [name, logs, ot, [tardy, under, overtime, absent], night] of cases) {
    test(name, () => {
      const r = computeDay(day(logs, { overtimeAuthorized: ot }));
      assert.equal(r.dayType, 'Workday');
      assert.deepEqual(
        [r.tardyMinutes, r.undertimeMinutes, r.overtimeMinutes, r.absentDays],
        [tardy, under, overtime, absent],
      );
      assert.equal(dayNightMinutes(r, NIGHT, ot), night);
    });
  }
  test('the shift of a Friday night counts to Friday; Saturday is the rest day', () => {
    assert.equal(computeDay(day(['21:58', '06:01'], { date: '2026-03-06' })).dayType, 'Workday');
    assert.equal(computeDay(day([], { date: '2026-03-07' })).dayType, 'RestDay');
  });
});
