import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maximumWithholding } from './withholding.ts';

const rmc116 = { ewtPercent: '2', vatPercent: '5', base: 'total' as const };
const netOfVat = { ewtPercent: '2', vatPercent: '5', base: 'net-of-vat' as const };

const cases = [
  {
    name: 'one bill, whole invoice',
    bills: [{ total: '10000.00', vat: '1071.43' }],
    rule: rmc116,
    ewt: '200.00',
    vat: '500.00',
  },
  {
    name: 'net of VAT base',
    bills: [{ total: '11200.00', vat: '1200.00' }],
    rule: netOfVat,
    ewt: '200.00',
    vat: '500.00',
  },
  // 2% of 1234.57 = 24.6914 -> 24.69; 5% = 61.7285 -> 61.73; twice each
  {
    name: 'two bills rounded each',
    bills: [
      { total: '1234.57', vat: '0' },
      { total: '1234.57', vat: '0' },
    ],
    rule: rmc116,
    ewt: '49.38',
    vat: '123.46',
  },
  { name: 'no bills: nothing', bills: [], rule: rmc116, ewt: '0.00', vat: '0.00' },
];

for (const c of cases) {
  test(`2307: ${c.name}`, () => {
    assert.deepEqual(maximumWithholding(c.bills, c.rule), { ewt: c.ewt, vat: c.vat });
  });
}
