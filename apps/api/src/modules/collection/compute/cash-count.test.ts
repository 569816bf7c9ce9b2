import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cashCountTotal, overShort } from '@ilaw/contracts/collection/teller-days/cash-count';

const cases = [
  { name: 'nothing counted', count: {}, total: '0.00' },
  { name: 'notes', count: { 'note-1000': 3, 'note-500': 1, 'note-200': 2, 'note-20': 1 }, total: '3920.00' },
  { name: 'the 20 note and the 20 coin both count', count: { 'note-20': 2, 'coin-20': 3 }, total: '100.00' },
  { name: 'sentimo coins', count: { 'coin-0.25': 3, 'coin-0.05': 3, 'coin-0.01': 4 }, total: '0.94' },
  {
    name: 'every denomination once',
    count: {
      'note-1000': 1,
      'note-500': 1,
      'note-200': 1,
      'note-100': 1,
      'note-50': 1,
      'note-20': 1,
      'coin-20': 1,
      'coin-10': 1,
      'coin-5': 1,
      'coin-1': 1,
      'coin-0.25': 1,
      'coin-0.05': 1,
      'coin-0.01': 1,
    },
    total: '1906.31',
  },
];
for (const c of cases) {
  test(`cash count: ${c.name}`, () => assert.equal(cashCountTotal(c.count), c.total));
}

const balance = [
  { name: 'balanced', cash: '1500.00', checks: '500.00', expected: '2000.00', result: '0.00' },
  { name: 'over', cash: '1500.25', checks: '500.00', expected: '2000.00', result: '0.25' },
  { name: 'short', cash: '1400.00', checks: '500.00', expected: '2000.00', result: '-100.00' },
  { name: 'short by a centavo', cash: '0.00', checks: '0.00', expected: '0.01', result: '-0.01' },
];
for (const c of balance) {
  test(`over/short: ${c.name}`, () => assert.equal(overShort(c.cash, c.checks, c.expected), c.result));
}
