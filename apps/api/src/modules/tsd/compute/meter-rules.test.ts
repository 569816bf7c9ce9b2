import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MeterReceiptReason, TestResult } from '@ilaw/contracts/tsd/enums';
import { judgeMeter } from './meter-rules.ts';

// The starting limits of 0701_tsd_meter_lab.sql.
const limits = {
  lightLoadWeight: '1',
  fullLoadWeight: '4',
  acceptanceTolerancePct: '0.5',
  inServiceTolerancePct: '2.0',
};

test('meter average error: weighted, judged by reason, fast beyond the tolerance', () => {
  const cases: {
    name: string;
    light: string;
    full: string;
    pf: string;
    reason: MeterReceiptReason;
    average: string;
    result: TestResult;
    fast: boolean;
  }[] = [
    {
      name: 'new, near zero',
      light: '0.2',
      full: '0.1',
      pf: '0.3',
      reason: 'New',
      average: '0.120',
      result: 'Passed',
      fast: false,
    },
    {
      name: 'new, exactly at +0.5',
      light: '0.5',
      full: '0.5',
      pf: '0',
      reason: 'New',
      average: '0.500',
      result: 'Passed',
      fast: false,
    },
    {
      name: 'new, beyond 0.5',
      light: '1.0',
      full: '0.4',
      pf: '0',
      reason: 'New',
      average: '0.520',
      result: 'Failed',
      fast: true,
    },
    {
      name: 'complaint, 1.5 fast is within 2',
      light: '1.5',
      full: '1.5',
      pf: '1',
      reason: 'Complaint',
      average: '1.500',
      result: 'Passed',
      fast: false,
    },
    {
      name: 'complaint, 2.4 fast',
      light: '3.0',
      full: '2.25',
      pf: '1',
      reason: 'Complaint',
      average: '2.400',
      result: 'Failed',
      fast: true,
    },
    {
      name: 'in service, slow beyond 2 is not fast',
      light: '-3',
      full: '-2.5',
      pf: '0',
      reason: 'InServiceSample',
      average: '-2.600',
      result: 'Failed',
      fast: false,
    },
    {
      name: 'power factor point beyond fails',
      light: '0',
      full: '0',
      pf: '-2.1',
      reason: 'PulledOut',
      average: '0.000',
      result: 'Failed',
      fast: false,
    },
  ];
  for (const c of cases) {
    const j = judgeMeter({ light: c.light, full: c.full, powerFactor: c.pf }, c.reason, limits);
    assert.deepEqual([j.averageError, j.result, j.fast], [c.average, c.result, c.fast], c.name);
  }
  const equalWeights = judgeMeter({ light: '1', full: '0', powerFactor: '0' }, 'New', {
    ...limits,
    fullLoadWeight: '1',
  });
  assert.equal(equalWeights.averageError, '0.500', 'the weights are data');
});
