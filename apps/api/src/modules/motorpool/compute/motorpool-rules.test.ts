import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  intervalsOverlap,
  kmPerLiter,
  litersInWords,
  manilaInstant,
  manilaLocal,
  serviceDueState,
  tripCollision,
  type ApprovedTrip,
} from './motorpool-rules.ts';

const at = (hhmm: string, day = '2026-11-23') => manilaInstant(`${day}T${hhmm}`).toISOString();

describe('no overlapping approved trips for one vehicle or driver', () => {
  const approved: ApprovedTrip[] = [
    { tripNo: 'TT-1', vehicleId: 1, driverId: 10, start: at('08:00'), end: at('12:00') },
    { tripNo: 'TT-2', vehicleId: 2, driverId: 20, start: at('13:00'), end: at('17:00') },
  ];
  const cases: { name: string; vehicle: number; driver: number; from: string; to: string; expect: string | null }[] = [
    { name: 'same vehicle, same hours', vehicle: 1, driver: 30, from: '08:00', to: '12:00', expect: 'vehicle TT-1' },
    { name: 'same vehicle, inside', vehicle: 1, driver: 30, from: '09:00', to: '10:00', expect: 'vehicle TT-1' },
    { name: 'same vehicle, around', vehicle: 1, driver: 30, from: '07:00', to: '13:00', expect: 'vehicle TT-1' },
    { name: 'same vehicle, starts as it ends', vehicle: 1, driver: 30, from: '12:00', to: '13:00', expect: null },
    { name: 'same vehicle, ends as it starts', vehicle: 1, driver: 30, from: '06:00', to: '08:00', expect: null },
    { name: 'same driver, another vehicle', vehicle: 3, driver: 20, from: '16:59', to: '18:00', expect: 'driver TT-2' },
    { name: 'another vehicle and driver', vehicle: 3, driver: 30, from: '08:00', to: '17:00', expect: null },
    { name: 'same vehicle, the next day', vehicle: 1, driver: 10, from: '08:00', to: '12:00', expect: null },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const day = c.name.includes('next day') ? '2026-11-24' : '2026-11-23';
      const hit = tripCollision(
        { vehicleId: c.vehicle, driverId: c.driver, start: at(c.from, day), end: at(c.to, day) },
        approved,
      );
      assert.equal(hit === null ? null : `${hit.by} ${hit.tripNo}`, c.expect);
    });
  }
  test('intervals are half-open', () => {
    assert.equal(
      intervalsOverlap({ start: at('08:00'), end: at('09:00') }, { start: at('09:00'), end: at('10:00') }),
      false,
    );
  });
});

describe('next service due by date or mileage', () => {
  const today = '2026-11-23';
  const cases: { name: string; date: string | null; km: number | null; odo: number; expect: string }[] = [
    { name: 'nothing set', date: null, km: null, odo: 1000, expect: 'None' },
    { name: 'date far ahead', date: '2027-03-01', km: null, odo: 1000, expect: 'Ok' },
    { name: 'date in 14 days', date: '2026-12-07', km: null, odo: 1000, expect: 'DueSoon' },
    { name: 'date in 15 days', date: '2026-12-08', km: null, odo: 1000, expect: 'Ok' },
    { name: 'date today', date: '2026-11-23', km: null, odo: 1000, expect: 'DueSoon' },
    { name: 'date yesterday', date: '2026-11-22', km: null, odo: 1000, expect: 'Overdue' },
    { name: 'mileage far', date: null, km: 10_000, odo: 5_000, expect: 'Ok' },
    { name: 'mileage within 500 km', date: null, km: 10_000, odo: 9_500, expect: 'DueSoon' },
    { name: 'mileage reached', date: null, km: 10_000, odo: 10_000, expect: 'Overdue' },
    { name: 'date ok but mileage passed', date: '2027-06-01', km: 10_000, odo: 10_200, expect: 'Overdue' },
    { name: 'mileage ok but date soon', date: '2026-11-30', km: 50_000, odo: 10_000, expect: 'DueSoon' },
  ];
  for (const c of cases) {
    test(c.name, () => assert.equal(serviceDueState({ date: c.date, mileage: c.km }, today, c.odo), c.expect));
  }
});

describe('fuel', () => {
  const economy: [number | null, string, string | null][] = [
    [120, '10.00', '12.00'],
    [100, '7.50', '13.33'],
    [null, '10.00', null],
    [0, '10.00', null],
    [100, '0', null],
  ];
  for (const [km, liters, expect] of economy) {
    test(`${km} km on ${liters} L: ${expect}`, () => assert.equal(kmPerLiter(km, liters), expect));
  }
  const inWords: [string, string][] = [
    ['1', 'One liter'],
    ['25.50', 'Twenty-five and 50/100 liters'],
    ['40', 'Forty liters'],
    ['0.75', 'Zero and 75/100 liters'],
    ['120.05', 'One hundred twenty and 05/100 liters'],
    ['1000', 'One thousand liters'],
  ];
  for (const [liters, expect] of inWords)
    test(`${liters}: ${expect}`, () => assert.equal(litersInWords(liters), expect));
});

test('Manila local times round-trip', () => {
  assert.equal(manilaLocal(manilaInstant('2026-11-23T07:30')), '2026-11-23T07:30');
  assert.equal(manilaInstant('2026-11-23T07:30').toISOString(), '2026-11-22T23:30:00.000Z');
});
