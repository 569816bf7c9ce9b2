import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dailyTotals, systemLoss } from './power-supply.ts';

test('interval readings become daily energy and peak demand per metering point', () => {
  const totals = dailyTotals([
    { meteringPoint: 'MP-2', date: '2026-03-01', kwh: '10.5', kw: '42' },
    { meteringPoint: 'MP-1', date: '2026-03-02', kwh: '1', kw: '4' },
    { meteringPoint: 'MP-1', date: '2026-03-01', kwh: '12.25', kw: '49' },
    { meteringPoint: 'MP-1', date: '2026-03-01', kwh: '12.75', kw: '51' },
  ]);
  assert.deepEqual(totals, [
    { meteringPoint: 'MP-1', date: '2026-03-01', energyKwh: '25.000', peakDemandKw: '51.000', intervals: 2 },
    { meteringPoint: 'MP-1', date: '2026-03-02', energyKwh: '1.000', peakDemandKw: '4.000', intervals: 1 },
    { meteringPoint: 'MP-2', date: '2026-03-01', energyKwh: '10.500', peakDemandKw: '42.000', intervals: 1 },
  ]);
});

test('system loss against the cap', () => {
  const cases: [string, string, string, string, string, string | null, boolean][] = [
    ['1000000', '900000', '15000', '8.5', '85000.000', '8.50', false], // exactly at the cap
    ['1000000', '890000', '15000', '8.5', '95000.000', '9.50', true],
    ['1000000', '950000', '0', '8.5', '50000.000', '5.00', false],
    ['0', '0', '0', '8.5', '0.000', null, false],
    ['1000', '1100', '0', '8.5', '-100.000', '-10.00', false], // billed more than bought (reading lag)
  ];
  for (const [purchased, billed, company, cap, kwh, pct, over] of cases) {
    assert.deepEqual(systemLoss(purchased, billed, company, cap), {
      systemLossKwh: kwh,
      systemLossPct: pct,
      overCap: over,
    });
  }
});
