import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ClockBasis } from '@ilaw/contracts/msd/enums';
import { dueAt, elapsedHours, type WorkCalendar } from './clock.ts';

const office: WorkCalendar = {
  workdayStart: '08:00',
  breakStart: '12:00',
  breakEnd: '13:00',
  workdayEnd: '17:00',
  saturdayIsWorkday: false,
  // Monday 2026-11-30 (Bonifacio Day).
  holidays: new Set(['2026-11-30']),
};
const withSaturday: WorkCalendar = { ...office, saturdayIsWorkday: true };
const at = (manila: string) => new Date(`${manila}+08:00`);
const iso = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);

// 2026-11-23 is a Monday.
const dueCases: {
  name: string;
  received: string;
  hours: number;
  basis: ClockBasis;
  cal?: WorkCalendar;
  due: string;
}[] = [
  {
    name: 'calendar hours run through the night',
    received: '2026-11-23T22:00',
    hours: 4,
    basis: ClockBasis.Calendar,
    due: '2026-11-24T02:00',
  },
  {
    name: 'calendar hours run through the weekend',
    received: '2026-11-27T20:00',
    hours: 48,
    basis: ClockBasis.Calendar,
    due: '2026-11-29T20:00',
  },
  {
    name: 'working hours skip the lunch break',
    received: '2026-11-23T10:00',
    hours: 4,
    basis: ClockBasis.WorkingHours,
    due: '2026-11-23T15:00',
  },
  {
    name: 'a target that ends at the break ends at the break',
    received: '2026-11-23T08:00',
    hours: 4,
    basis: ClockBasis.WorkingHours,
    due: '2026-11-23T12:00',
  },
  {
    name: 'received during the break: counted from 13:00',
    received: '2026-11-23T12:30',
    hours: 1,
    basis: ClockBasis.WorkingHours,
    due: '2026-11-23T14:00',
  },
  {
    name: 'received after hours: counted from the next morning',
    received: '2026-11-24T18:00',
    hours: 1,
    basis: ClockBasis.WorkingHours,
    due: '2026-11-25T09:00',
  },
  {
    name: 'received before hours: counted from 08:00',
    received: '2026-11-24T06:00',
    hours: 2,
    basis: ClockBasis.WorkingHours,
    due: '2026-11-24T10:00',
  },
  {
    name: 'Friday afternoon carries over the weekend and the Monday holiday',
    received: '2026-11-27T16:00',
    hours: 2,
    basis: ClockBasis.WorkingHours,
    due: '2026-12-01T09:00',
  },
  {
    name: 'received on Saturday: counted from the next working day',
    received: '2026-11-21T10:00',
    hours: 8,
    basis: ClockBasis.WorkingHours,
    due: '2026-11-23T17:00',
  },
  {
    name: 'a working Saturday counts',
    received: '2026-11-21T10:00',
    hours: 3,
    basis: ClockBasis.WorkingHours,
    cal: withSaturday,
    due: '2026-11-21T14:00',
  },
  {
    name: 'three working days of 8 hours',
    received: '2026-11-23T08:00',
    hours: 24,
    basis: ClockBasis.WorkingHours,
    due: '2026-11-25T17:00',
  },
];

for (const c of dueCases) {
  test(`due: ${c.name}`, () => {
    assert.equal(iso(dueAt(at(c.received), c.hours, c.basis, c.cal ?? office)), c.due);
  });
}

const elapsedCases: { name: string; from: string; to: string; basis: ClockBasis; hours: number }[] = [
  { name: 'calendar', from: '2026-11-23T10:00', to: '2026-11-23T15:30', basis: ClockBasis.Calendar, hours: 5.5 },
  {
    name: 'working hours less the break',
    from: '2026-11-23T10:00',
    to: '2026-11-23T15:00',
    basis: ClockBasis.WorkingHours,
    hours: 4,
  },
  {
    name: 'over the weekend and a holiday',
    from: '2026-11-27T16:00',
    to: '2026-12-01T09:00',
    basis: ClockBasis.WorkingHours,
    hours: 2,
  },
  {
    name: 'outside hours only',
    from: '2026-11-23T18:00',
    to: '2026-11-24T07:00',
    basis: ClockBasis.WorkingHours,
    hours: 0,
  },
  { name: 'end before start', from: '2026-11-23T10:00', to: '2026-11-23T09:00', basis: ClockBasis.Calendar, hours: 0 },
  {
    name: 'minutes to two decimals',
    from: '2026-11-23T08:00',
    to: '2026-11-23T08:20',
    basis: ClockBasis.WorkingHours,
    hours: 0.33,
  },
];

for (const c of elapsedCases) {
  test(`elapsed: ${c.name}`, () => {
    assert.equal(elapsedHours(at(c.from), at(c.to), c.basis, office), c.hours);
  });
}

test('the due time is exactly the target on the clock', () => {
  for (const c of dueCases) {
    const cal = c.cal ?? office;
    const received = at(c.received);
    assert.equal(elapsedHours(received, dueAt(received, c.hours, c.basis, cal), c.basis, cal), c.hours, c.name);
  }
});
