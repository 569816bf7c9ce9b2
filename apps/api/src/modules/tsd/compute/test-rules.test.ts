import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Phase, Polarity, TestResult } from '@ilaw/contracts/tsd/enums';
import {
  expectedPolarity,
  insulationMinimum,
  judgeInsulation,
  judgeTurnsRatio,
  overallResult,
  type TestLimits,
} from './test-rules.ts';

// The starting limits of 0700_tsd.sql.
const limits: TestLimits = {
  turnsRatioTolerancePct: '0.5',
  additiveMaxKva: '200',
  additiveMaxHvVolts: 8660,
  minPolarizationIndex: '1.0',
  insulationMinimums: [
    { maxClassVolts: 600, minMegohms: '100' },
    { maxClassVolts: 5000, minMegohms: '1000' },
    { maxClassVolts: 15000, minMegohms: '5000' },
    { maxClassVolts: 25000, minMegohms: '20000' },
  ],
};

test('turns ratio: within, at and beyond the tolerance (7,620 V / 240 V = 31.75)', () => {
  const cases: { measured: string; tolerance?: string; deviation: string; result: TestResult }[] = [
    { measured: '31.75', deviation: '0.000', result: TestResult.Passed },
    { measured: '31.80', deviation: '0.157', result: TestResult.Passed },
    { measured: '31.90875', deviation: '0.500', result: TestResult.Passed }, // exactly +0.5%
    { measured: '31.59125', deviation: '-0.500', result: TestResult.Passed }, // exactly -0.5%
    { measured: '31.9088', deviation: '0.500', result: TestResult.Failed }, // a hair beyond
    { measured: '31.5912', deviation: '-0.500', result: TestResult.Failed },
    { measured: '32.10', deviation: '1.102', result: TestResult.Failed },
    { measured: '32.10', tolerance: '1.2', deviation: '1.102', result: TestResult.Passed }, // a wider configured tolerance
  ];
  for (const c of cases) {
    const j = judgeTurnsRatio(7620, 240, c.measured, c.tolerance ?? limits.turnsRatioTolerancePct);
    assert.equal(j.nameplateRatio, '31.7500');
    assert.equal(j.deviationPct, c.deviation, c.measured);
    assert.equal(j.result, c.result, c.measured);
  }
});

test('expected polarity by phase, kVA and HV voltage', () => {
  const cases: { phase: Phase; kva: string; hv: number; expected: Polarity }[] = [
    { phase: Phase.SinglePhase, kva: '25', hv: 7620, expected: Polarity.Additive },
    { phase: Phase.SinglePhase, kva: '167', hv: 8660, expected: Polarity.Additive }, // HV at the limit
    { phase: Phase.SinglePhase, kva: '167', hv: 13200, expected: Polarity.Subtractive }, // HV above
    { phase: Phase.SinglePhase, kva: '250', hv: 7620, expected: Polarity.Subtractive }, // kVA above 200
    { phase: Phase.ThreePhase, kva: '50', hv: 7620, expected: Polarity.Subtractive },
  ];
  for (const c of cases) assert.equal(expectedPolarity(c.phase, c.kva, c.hv, limits), c.expected, JSON.stringify(c));
  assert.equal(
    expectedPolarity(Phase.SinglePhase, '250', 7620, { ...limits, additiveMaxKva: '250' }),
    Polarity.Additive,
    'the kVA limit is data',
  );
});

test('insulation resistance: the class minimum and the polarization index', () => {
  assert.equal(insulationMinimum(240, limits), '100');
  assert.equal(insulationMinimum(600, limits), '100');
  assert.equal(insulationMinimum(7620, limits), '5000');
  assert.equal(insulationMinimum(13200, limits), '5000');
  assert.equal(insulationMinimum(23000, limits), '20000');
  assert.equal(insulationMinimum(69000, limits), '20000', 'beyond every class: the highest');
  const cases: { one: string; ten: string | null; volts: number; pi: string | null; result: TestResult }[] = [
    { one: '5000', ten: null, volts: 7620, pi: null, result: TestResult.Passed }, // at the minimum
    { one: '4999.9', ten: null, volts: 7620, pi: null, result: TestResult.Failed },
    { one: '8000', ten: '16000', volts: 7620, pi: '2.00', result: TestResult.Passed },
    { one: '8000', ten: '8000', volts: 7620, pi: '1.00', result: TestResult.Passed }, // PI at the minimum
    { one: '8000', ten: '7000', volts: 7620, pi: '0.88', result: TestResult.Failed }, // falling: PI under 1
    { one: '150', ten: null, volts: 240, pi: null, result: TestResult.Passed },
    { one: '90', ten: null, volts: 240, pi: null, result: TestResult.Failed },
  ];
  for (const c of cases) {
    const j = judgeInsulation(c.one, c.ten, c.volts, limits);
    assert.equal(j.polarizationIndex, c.pi, JSON.stringify(c));
    assert.equal(j.result, c.result, JSON.stringify(c));
  }
});

test('overall: Passed only when every part passed', () => {
  assert.equal(overallResult([TestResult.Passed, TestResult.Passed]), TestResult.Passed);
  assert.equal(overallResult([TestResult.Passed, TestResult.Failed]), TestResult.Failed);
});
