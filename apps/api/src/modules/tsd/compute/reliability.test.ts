import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reliability, shortNotice } from './reliability.ts';

const at = (t: string) => new Date(`2026-11-10T${t}:00+08:00`);

test('reliability indices: sustained interruptions only, per consumer served', () => {
  const events = [
    { startedAt: at('08:00'), endedAt: at('10:30'), consumersAffected: 1200 }, // 2.5 h: 3,000 consumer-hours
    { startedAt: at('13:00'), endedAt: at('13:05'), consumersAffected: 5000 }, // exactly 5 min: momentary
    { startedAt: at('14:00'), endedAt: at('14:06'), consumersAffected: 300 }, // 6 min: 30 consumer-hours
  ];
  assert.deepEqual(reliability(events, 20_000, 5), {
    interruptions: 2,
    momentaryLeftOut: 1,
    consumerInterruptions: 1500,
    consumerHours: '3030.00',
    interruptionsPerConsumer: '0.0750',
    hoursPerConsumer: '0.1515',
  });
  assert.equal(reliability(events, 20_000, 0).interruptions, 3, 'the momentary limit is data');
  assert.equal(reliability([], 0, 5).hoursPerConsumer, '0.0000');
});

test('notice: at least the configured days before the start', () => {
  const cases: [string, string | null, number, boolean][] = [
    ['2026-11-10', '2026-11-08', 2, false],
    ['2026-11-10', '2026-11-09', 2, true],
    ['2026-11-10', '2026-11-10', 2, true],
    ['2026-11-10', null, 2, true],
    ['2026-11-10', '2026-11-09', 1, false],
  ];
  for (const [start, notice, min, short] of cases)
    assert.equal(shortNotice(start, notice, min), short, `${start} ${notice} ${min}`);
});
