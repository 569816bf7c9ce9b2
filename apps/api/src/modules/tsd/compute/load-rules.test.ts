import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LoadFlag } from '@ilaw/contracts/tsd/enums';
import { loadFigures } from './load-rules.ts';

const t = { overloadPct: '100', underloadPct: '20', imbalancePct: '20' };

test('kVA, percent loading, imbalance and flags', () => {
  const cases: {
    name: string;
    phases: { current: string; voltage: string }[];
    rated: string;
    kva: string;
    loading: string;
    imbalance: string;
    imbalanced: boolean;
    flag: LoadFlag;
  }[] = [
    {
      name: 'single-phase 3-wire, balanced legs, half loaded',
      phases: [
        { current: '52.08', voltage: '120' },
        { current: '52.08', voltage: '120' },
      ],
      rated: '25',
      kva: '12.499',
      loading: '50.00',
      imbalance: '0.00',
      imbalanced: false,
      flag: LoadFlag.Normal,
    },
    {
      name: 'exactly at 100% is not an overload',
      phases: [{ current: '100', voltage: '250' }],
      rated: '25',
      kva: '25.000',
      loading: '100.00',
      imbalance: '0.00',
      imbalanced: false,
      flag: LoadFlag.Normal,
    },
    {
      name: 'over 100% is an overload',
      phases: [{ current: '110', voltage: '240' }],
      rated: '25',
      kva: '26.400',
      loading: '105.60',
      imbalance: '0.00',
      imbalanced: false,
      flag: LoadFlag.Overload,
    },
    {
      name: 'under 20% is an underload',
      phases: [{ current: '10', voltage: '240' }],
      rated: '25',
      kva: '2.400',
      loading: '9.60',
      imbalance: '0.00',
      imbalanced: false,
      flag: LoadFlag.Underload,
    },
    {
      name: 'three-phase with one heavy phase: imbalanced',
      phases: [
        { current: '100', voltage: '230' },
        { current: '60', voltage: '230' },
        { current: '80', voltage: '230' },
      ],
      rated: '75',
      kva: '55.200',
      loading: '73.60',
      imbalance: '25.00',
      imbalanced: true,
      flag: LoadFlag.Normal,
    },
  ];
  for (const c of cases) {
    const f = loadFigures(c.phases, c.rated, t);
    assert.deepEqual(
      f,
      { kva: c.kva, loadingPct: c.loading, imbalancePct: c.imbalance, imbalanced: c.imbalanced, flag: c.flag },
      c.name,
    );
  }
  assert.equal(
    loadFigures([{ current: '110', voltage: '240' }], '25', { ...t, overloadPct: '110' }).flag,
    LoadFlag.Normal,
  );
});
