import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NATIONAL_HOLIDAYS, proclaimedHolidays } from './national-holidays.ts';

test('each proclaimed year lists its dates once, all in that year, sorted', () => {
  for (const p of NATIONAL_HOLIDAYS) {
    const dates = p.holidays.map((h) => h.date);
    assert.equal(new Set(dates).size, dates.length, `${p.year} repeats a date`);
    assert.ok(
      dates.every((d) => d.startsWith(`${p.year}-`)),
      `${p.year} has a date of another year`,
    );
    assert.deepEqual(dates, [...dates].sort(), `${p.year} is not in date order`);
  }
});

test('the 2026 proclamation: ten regular holidays, eight special days, Holy Week and heroes day right', () => {
  const h = proclaimedHolidays(2026);
  assert.equal(h.filter((x) => x.kind === 'Regular').length, 10);
  assert.equal(h.filter((x) => x.kind === 'SpecialNonWorking').length, 8);
  const on = (d: string) => h.find((x) => x.date === d)?.name;
  assert.equal(on('2026-04-02'), 'Maundy Thursday');
  assert.equal(on('2026-04-03'), 'Good Friday');
  assert.equal(on('2026-08-31'), 'National Heroes Day'); // last Monday of August
  assert.equal(on('2026-02-25'), undefined); // EDSA anniversary is a special working day
  assert.deepEqual(proclaimedHolidays(2031), []);
});
