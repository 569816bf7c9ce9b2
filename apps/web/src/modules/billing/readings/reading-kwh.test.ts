import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readingKwh } from './reading-kwh.ts';

const base = { previousReading: '1000', multiplier: '1', remark: null, newMeterInitial: null, oldMeterFinal: null };

test('kWh is (present - previous) x multiplier, to 2 places', () => {
  assert.equal(readingKwh({ ...base, presentReading: '1050' }), '50.00');
  assert.equal(readingKwh({ ...base, presentReading: '1050.125', multiplier: '40' }), '2005.00');
  assert.equal(readingKwh({ ...base, presentReading: '1000.005' }), '0.01');
  assert.equal(readingKwh({ ...base, presentReading: '1000' }), '0.00');
});

test('no present reading or unreadable numbers give null', () => {
  assert.equal(readingKwh({ ...base, presentReading: null }), null);
  assert.equal(readingKwh({ ...base, presentReading: 'abc' }), null);
});

test('a new meter adds the old meter’s (final - previous) and the new one’s (present - initial)', () => {
  // ChangeMeter (2): old final defaults to the previous reading, new initial to 0.
  assert.equal(readingKwh({ ...base, presentReading: '20', remark: 2 }), '20.00');
  assert.equal(
    readingKwh({ ...base, presentReading: '25', remark: 2, oldMeterFinal: '1010', newMeterInitial: '5' }),
    '30.00',
  );
  // A remark that is not a restart keeps the plain difference (negative here; the server refuses it).
  assert.equal(readingKwh({ ...base, presentReading: '990', remark: 0 }), '-10.00');
});
