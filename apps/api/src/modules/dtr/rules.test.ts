// The DTR rules of docs/decisions/020-dtr-computation-rules.md as tables of cases.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  arrangePunches,
  computeDay,
  isoWeekday,
  toMinutes,
  toTime,
  type DayInput,
  type ScheduleRule,
} from './rules.ts';

const REGULAR: ScheduleRule = {
  isContinuous: false,
  amIn: 480,
  amOut: 720,
  pmIn: 780,
  pmOut: 1020,
  graceMinutes: 15,
  workingDays: '12345',
};
const SHIFT: ScheduleRule = {
  isContinuous: true,
  amIn: 360,
  amOut: null,
  pmIn: null,
  pmOut: 840,
  graceMinutes: 5,
  workingDays: '123456',
};

const MONDAY = '2025-01-06';
const SATURDAY = '2025-01-11';
const t = (list: string) => (list ? list.split(' ').map((x) => toMinutes(x)!) : []);
const show = (p: { amIn: number | null; amOut: number | null; pmIn: number | null; pmOut: number | null }) =>
  [p.amIn, p.amOut, p.pmIn, p.pmOut].map((m) => toTime(m) ?? '-').join(' ');

test('weekday of a calendar date', () => {
  assert.equal(isoWeekday(MONDAY), 1);
  assert.equal(isoWeekday(SATURDAY), 6);
  assert.equal(isoWeekday('2025-01-12'), 7);
});

// [case, logs, expected AM in, AM out, PM in, PM out]
const arrangeCases: [string, string, string][] = [
  ['four clean punches', '07:55 12:01 12:58 17:03', '07:55 12:01 12:58 17:03'],
  ['logs out of order', '17:03 07:55 12:58 12:01', '07:55 12:01 12:58 17:03'],
  ['double punch at arrival kept once', '07:55 07:56 12:01 12:58 17:03', '07:55 12:01 12:58 17:03'],
  ['double punch at leaving kept first', '07:55 12:01 12:58 17:03 17:04', '07:55 12:01 12:58 17:03'],
  ['only arrival and leaving', '07:58 17:05', '07:58 - - 17:05'],
  ['lone morning punch late is an AM out', '11:50', '- 11:50 - -'],
  ['lone morning punch early is an AM in', '08:10', '08:10 - - -'],
  ['lone afternoon punch early is a PM in', '13:05', '- - 13:05 -'],
  ['missed lunch punches: one each side', '07:50 12:40 17:00', '07:50 - 12:40 17:00'],
  ['no logs', '', '- - - -'],
  ['several punches in the morning: first and last', '07:40 09:00 10:30 12:05', '07:40 12:05 - -'],
];
for (const [name, logs, expected] of arrangeCases) {
  test(`arrange: ${name}`, () => {
    assert.equal(show(arrangePunches(t(logs), REGULAR)), expected);
  });
}

test('arrange: continuous shift takes first and last', () => {
  assert.equal(show(arrangePunches(t('05:58 10:00 14:02'), SHIFT)), '05:58 - - 14:02');
  assert.equal(show(arrangePunches(t('13:00'), SHIFT)), '- - - 13:00');
});

type Case = {
  name: string;
  date?: string;
  logs: string;
  schedule?: ScheduleRule | null;
  holiday?: DayInput['holiday'];
  leave?: DayInput['leave'];
  travel?: boolean;
  manual?: DayInput['manual'];
  ot?: boolean;
  today?: string;
  expect: { dayType: string; tardy: number; undertime: number; overtime: number; absent: string; remarks: string[] };
};

const W = (tardy: number, undertime: number, absent: string, remarks: string[] = [], overtime = 0) => ({
  dayType: 'Workday',
  tardy,
  undertime,
  overtime,
  absent,
  remarks,
});

const cases: Case[] = [
  { name: 'on time', logs: '07:55 12:01 12:58 17:03', expect: W(0, 0, '0') },
  { name: 'late within grace is not tardy', logs: '08:15 12:00 13:00 17:00', expect: W(0, 0, '0') },
  { name: 'late past grace counts from the start', logs: '08:16 12:00 13:00 17:00', expect: W(16, 0, '0') },
  { name: 'late after lunch past grace', logs: '08:00 12:00 13:20 17:00', expect: W(20, 0, '0') },
  { name: 'late both sessions add up', logs: '08:30 12:00 13:30 17:00', expect: W(60, 0, '0') },
  { name: 'early out in the afternoon is undertime', logs: '08:00 12:00 13:00 16:30', expect: W(0, 30, '0') },
  { name: 'early lunch out is undertime', logs: '08:00 11:45 13:00 17:00', expect: W(0, 15, '0') },
  { name: 'double punches change nothing', logs: '07:59 08:00 12:00 12:01 13:00 17:00 17:01', expect: W(0, 0, '0') },
  { name: 'missing AM out: half day absent', logs: '08:00 13:00 17:00', expect: W(0, 0, '0.5', ['No AM out']) },
  { name: 'missing PM in: half day absent', logs: '08:00 12:00 17:00', expect: W(0, 0, '0.5', ['No PM in']) },
  { name: 'morning only: PM absent', logs: '08:00 12:00', expect: W(0, 0, '0.5', ['Absent PM']) },
  {
    name: 'afternoon only: AM absent, tardy counted for PM',
    logs: '13:30 17:00',
    expect: W(30, 0, '0.5', ['Absent AM']),
  },
  { name: 'no logs: absent', logs: '', expect: W(0, 0, '1', ['Absent']) },
  {
    name: 'only arrival and leaving: both halves incomplete',
    logs: '08:00 17:00',
    expect: W(0, 0, '1', ['No AM out', 'No PM in']),
  },
  { name: 'overtime not authorised is not counted', logs: '08:00 12:00 13:00 19:00', expect: W(0, 0, '0') },
  {
    name: 'overtime authorised counts past the end',
    logs: '08:00 12:00 13:00 19:00',
    ot: true,
    expect: W(0, 0, '0', [], 120),
  },
  {
    name: 'rest day with logs: no absence, no tardiness',
    date: SATURDAY,
    logs: '09:00 12:00',
    expect: { dayType: 'RestDay', tardy: 0, undertime: 0, overtime: 0, absent: '0', remarks: ['Rest day'] },
  },
  {
    name: 'rest day worked with authorisation is overtime',
    date: SATURDAY,
    logs: '08:00 12:00 13:00 15:00',
    ot: true,
    expect: { dayType: 'RestDay', tardy: 0, undertime: 0, overtime: 360, absent: '0', remarks: ['Rest day'] },
  },
  {
    name: 'rest day without logs is not absence',
    date: SATURDAY,
    logs: '',
    expect: { dayType: 'RestDay', tardy: 0, undertime: 0, overtime: 0, absent: '0', remarks: ['Rest day'] },
  },
  {
    name: 'holiday without logs',
    logs: '',
    holiday: { name: 'New Year', kind: 'Regular' },
    expect: { dayType: 'Holiday', tardy: 0, undertime: 0, overtime: 0, absent: '0', remarks: ['New Year'] },
  },
  {
    name: 'holiday worked late is no tardiness',
    logs: '10:00 12:00',
    holiday: { name: 'EDSA', kind: 'SpecialNonWorking' },
    ot: true,
    expect: { dayType: 'Holiday', tardy: 0, undertime: 0, overtime: 120, absent: '0', remarks: ['EDSA'] },
  },
  {
    name: 'approved leave: no absence',
    logs: '',
    leave: { name: 'Vacation Leave' },
    expect: { dayType: 'Leave', tardy: 0, undertime: 0, overtime: 0, absent: '0', remarks: ['Vacation Leave'] },
  },
  {
    name: 'half-day leave covers the afternoon not worked',
    logs: '08:00 12:00',
    leave: { name: 'Vacation Leave', halfDay: true },
    expect: W(0, 0, '0', ['Vacation Leave (half day)']),
  },
  {
    name: 'half-day leave in the morning: afternoon tardiness still counts',
    logs: '13:20 17:00',
    leave: { name: 'Sick Leave', halfDay: true },
    expect: W(20, 0, '0', ['Sick Leave (half day)']),
  },
  {
    name: 'half-day leave and no logs: the other half is absent',
    logs: '',
    leave: { name: 'Vacation Leave', halfDay: true },
    expect: W(0, 0, '0.5', ['Vacation Leave (half day)', 'Absent PM']),
  },
  {
    name: 'half-day leave on a full day worked: nothing absent',
    logs: '08:00 12:00 13:00 17:00',
    leave: { name: 'Vacation Leave', halfDay: true },
    expect: W(0, 0, '0', ['Vacation Leave (half day)']),
  },
  {
    name: 'half-day leave on a continuous shift worked',
    schedule: SHIFT,
    logs: '06:00 10:00',
    leave: { name: 'Sick Leave', halfDay: true },
    expect: W(0, 0, '0', ['Sick Leave (half day)']),
  },
  {
    name: 'half-day leave on a continuous shift not worked',
    schedule: SHIFT,
    logs: '',
    leave: { name: 'Sick Leave', halfDay: true },
    expect: W(0, 0, '0.5', ['Sick Leave (half day)', 'Absent half day']),
  },
  {
    name: 'travel: no absence',
    logs: '',
    travel: true,
    expect: { dayType: 'Travel', tardy: 0, undertime: 0, overtime: 0, absent: '0', remarks: ['Travel'] },
  },
  {
    name: 'leave on a rest day stays a rest day',
    date: SATURDAY,
    logs: '',
    leave: { name: 'Sick Leave' },
    expect: { dayType: 'RestDay', tardy: 0, undertime: 0, overtime: 0, absent: '0', remarks: ['Rest day'] },
  },
  {
    name: 'future day is not absent',
    logs: '',
    today: '2025-01-05',
    expect: { dayType: 'Future', tardy: 0, undertime: 0, overtime: 0, absent: '0', remarks: [] },
  },
  {
    name: 'no schedule: nothing counted',
    logs: '08:40',
    schedule: null,
    expect: { dayType: 'NoSchedule', tardy: 0, undertime: 0, overtime: 0, absent: '0', remarks: ['No work schedule'] },
  },
  {
    name: 'manual AM out completes the morning',
    logs: '08:00 13:00 17:00',
    manual: { amOut: 720 },
    expect: W(0, 0, '0'),
  },
  {
    name: 'manual edit replaces a late log',
    logs: '08:40 12:00 13:00 17:00',
    manual: { amIn: 480 },
    expect: W(0, 0, '0'),
  },
  {
    name: 'manual clear of a punch makes the session incomplete',
    logs: '08:00 12:00 13:00 17:00',
    manual: { pmOut: null },
    expect: W(0, 0, '0.5', ['No PM out']),
  },
  { name: 'continuous shift on time', schedule: SHIFT, logs: '05:59 14:01', expect: W(0, 0, '0') },
  {
    name: 'continuous shift late past grace and early out',
    schedule: SHIFT,
    logs: '06:06 13:30',
    expect: W(6, 30, '0'),
  },
  { name: 'continuous shift missing out', schedule: SHIFT, logs: '06:00', expect: W(0, 0, '1', ['No time out']) },
  {
    name: 'continuous shift works Saturday',
    schedule: SHIFT,
    date: SATURDAY,
    logs: '06:00 14:00',
    expect: W(0, 0, '0'),
  },
];

for (const c of cases) {
  test(`compute: ${c.name}`, () => {
    const r = computeDay({
      date: c.date ?? MONDAY,
      today: c.today ?? '2025-12-31',
      schedule: c.schedule === undefined ? REGULAR : c.schedule,
      holiday: c.holiday ?? null,
      leave: c.leave ?? null,
      travel: c.travel ?? false,
      logs: t(c.logs),
      manual: c.manual ?? {},
      overtimeAuthorized: c.ot ?? false,
    });
    assert.deepEqual(
      {
        dayType: r.dayType,
        tardy: r.tardyMinutes,
        undertime: r.undertimeMinutes,
        overtime: r.overtimeMinutes,
        absent: r.absentDays,
        remarks: r.remarks,
      },
      c.expect,
    );
  });
}

test('manual edits leave the log punches as they were', () => {
  const r = computeDay({
    date: MONDAY,
    today: MONDAY,
    schedule: REGULAR,
    holiday: null,
    leave: null,
    travel: false,
    logs: t('08:40 12:00 13:00 17:00'),
    manual: { amIn: 480 },
    overtimeAuthorized: false,
  });
  assert.equal(r.logPunches.amIn, 520);
  assert.equal(r.punches.amIn, 480);
});
