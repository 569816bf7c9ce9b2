import assert from 'node:assert/strict';
import { test } from 'node:test';
import { proposedFiscalYear } from './next-fiscal-year.ts';

test('New Fiscal Year proposes a year that does not exist', () => {
  const cases: [number[], number, number][] = [
    [[], 2026, 2026],
    [[2024, 2025], 2026, 2026],
    [[2025, 2026], 2026, 2027],
    [[2026, 2027, 2028], 2026, 2029],
    [[2026, 2030], 2026, 2031],
  ];
  for (const [existing, thisYear, expected] of cases) {
    assert.equal(proposedFiscalYear(existing, thisYear), expected, `${existing.join(',')} in ${thisYear}`);
  }
});
