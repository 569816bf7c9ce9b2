// Case table: the fees of a transformer application, amount and EVAT per line, half up to the centavo.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FeeItem } from '@ilaw/contracts/tsd/enums';
import { feesTotal, priceFees, type FeePrice } from './fees.ts';

const prices = new Map<FeeItem, FeePrice>([
  ['TestingFee', { unitPrice: '1500.00', vatRate: '12' }],
  ['UpdatedGuaranteeDeposit', { unitPrice: '2000.00', vatRate: '0' }],
  ['HaulingFee', { unitPrice: '333.33', vatRate: '12' }],
  ['InspectionFee', { unitPrice: '0.05', vatRate: '12' }],
]);

const cases: {
  name: string;
  items: { item: FeeItem; quantity: number }[];
  lines: [string, string][];
  total: string;
  missing?: number[];
}[] = [
  {
    name: 'testing fee with its EVAT',
    items: [{ item: 'TestingFee', quantity: 1 }],
    lines: [['1500.00', '180.00']],
    total: '1680.00',
  },
  {
    name: 'a deposit carries no VAT',
    items: [{ item: 'UpdatedGuaranteeDeposit', quantity: 1 }],
    lines: [['2000.00', '0.00']],
    total: '2000.00',
  },
  {
    name: 'quantity times price, EVAT rounded half up',
    items: [{ item: 'HaulingFee', quantity: 3 }],
    lines: [['999.99', '120.00']],
    total: '1119.99',
  },
  {
    name: 'half a centavo rounds up',
    items: [{ item: 'InspectionFee', quantity: 5 }],
    lines: [['0.25', '0.03']],
    total: '0.28',
  },
  {
    name: 'an item the list does not price is reported',
    items: [
      { item: 'TestingFee', quantity: 2 },
      { item: 'MeterClass100', quantity: 1 },
    ],
    lines: [['3000.00', '360.00']],
    total: '3360.00',
    missing: [1],
  },
];

for (const c of cases) {
  test(`fees: ${c.name}`, () => {
    const r = priceFees(c.items, prices);
    assert.deepEqual(
      r.lines.map((l) => [l.amount, l.evat]),
      c.lines,
    );
    assert.equal(r.total, c.total);
    assert.deepEqual(r.missing, c.missing ?? []);
    assert.equal(feesTotal(r.lines), c.total);
  });
}
