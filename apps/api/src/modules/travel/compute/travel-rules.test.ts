import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { daysOf, firstCollision, travelDays, travelOrderNumber, travelYear, type TravelSpan } from './travel-rules.ts';

describe('travel order numbers', () => {
  const cases: [number, number, string][] = [
    [2026, 1, 'TO-2026-0001'],
    [2026, 42, 'TO-2026-0042'],
    [2027, 12345, 'TO-2027-12345'],
  ];
  for (const [year, seq, expected] of cases) {
    test(`${year} #${seq} is ${expected}`, () => assert.equal(travelOrderNumber(year, seq), expected));
  }
  test('the year is the year the travel starts', () => assert.equal(travelYear('2026-12-30'), 2026));
});

describe('travel days', () => {
  const cases: [string, string, number][] = [
    ['2026-11-23', '2026-11-23', 1],
    ['2026-11-23', '2026-11-25', 3],
    ['2026-12-31', '2027-01-02', 3],
    ['2028-02-28', '2028-03-01', 3],
  ];
  for (const [from, to, days] of cases) {
    test(`${from} to ${to}: ${days}`, () => {
      assert.equal(travelDays(from, to), days);
      assert.equal(daysOf(from, to).length, days);
    });
  }
});

describe('a traveller is on one travel at a time', () => {
  const others: TravelSpan[] = [
    { toNumber: 'TO-2026-0001', employeeId: 1, dateFrom: '2026-11-10', dateTo: '2026-11-12' },
    { toNumber: 'TO-2026-0002', employeeId: 2, dateFrom: '2026-11-20', dateTo: '2026-11-20' },
  ];
  const cases: { name: string; from: string; to: string; ids: number[]; expect: string | null }[] = [
    { name: 'same days, same traveller', from: '2026-11-10', to: '2026-11-12', ids: [1], expect: 'TO-2026-0001' },
    { name: 'ends on the first day', from: '2026-11-08', to: '2026-11-10', ids: [1], expect: 'TO-2026-0001' },
    { name: 'starts on the last day', from: '2026-11-12', to: '2026-11-14', ids: [1], expect: 'TO-2026-0001' },
    { name: 'the day after', from: '2026-11-13', to: '2026-11-14', ids: [1], expect: null },
    { name: 'the day before', from: '2026-11-01', to: '2026-11-09', ids: [1], expect: null },
    { name: 'another traveller on those days', from: '2026-11-10', to: '2026-11-12', ids: [3], expect: null },
    { name: 'one of several travellers', from: '2026-11-19', to: '2026-11-21', ids: [3, 2], expect: 'TO-2026-0002' },
    {
      name: 'covers both: the earlier first',
      from: '2026-11-01',
      to: '2026-11-30',
      ids: [2, 1],
      expect: 'TO-2026-0001',
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      assert.equal(firstCollision({ dateFrom: c.from, dateTo: c.to }, c.ids, others)?.toNumber ?? null, c.expect);
    });
  }
});
