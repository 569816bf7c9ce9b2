// De minimis beyond its ceiling joins the 90,000 "other benefits" pool (decision 065; DOMAIN.md
// section 1, RR 11-2018 practice): exempt while the year's pool has room, then taxable. Worked on
// the second-half line of a 25,000 monthly salary (contributions 2,075; with 1,000 exempt the
// taxable compensation is 10,425).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Decimal } from 'decimal.js';
import type { EmployeeItemDue } from './employee-items.ts';
import {
  BIR_2023,
  PAGIBIG_2024,
  PAY_RULES,
  PHILHEALTH_2025,
  PREMIUM_PAY,
  SSS_2025,
} from './official-tables.fixture.ts';
import { computeLine } from './payroll-line.ts';

const item = (id: number, due: string, deMinimisCode: string | null, taxable = true): EmployeeItemDue => ({
  id,
  side: 'Earning',
  label: deMinimisCode ?? 'Transportation',
  taxable,
  deMinimisCode,
  priority: 50,
  scheduled: due,
  due,
  basis: `${due} this cut-off.`,
});

const line = (items: EmployeeItemDue[], room: Record<string, string>, pool: string | undefined) =>
  computeLine({
    salaryType: 'Monthly',
    salaryAmount: '25000.00',
    frequency: 'SemiMonthly',
    deductsContributions: true,
    time: {
      paidDays: '11',
      absentDays: '0',
      tardyMinutes: 0,
      undertimeMinutes: 0,
      overtimeMinutes: 0,
      premiumDays: [],
      leaveWithoutPayDays: '0',
    },
    tables: {
      sss: SSS_2025,
      philhealth: PHILHEALTH_2025,
      pagibig: PAGIBIG_2024,
      withholding: BIR_2023.semiMonthly,
      premiumPay: PREMIUM_PAY,
      payRules: PAY_RULES,
    },
    employeeItems: items,
    deMinimisRoom: new Map(Object.entries(room).map(([k, v]) => [k, new Decimal(v)])),
    ...(pool === undefined ? {} : { otherBenefitsRoom: new Decimal(pool) }),
  });

// [case, items, ceiling room by benefit, pool room, non-taxable, pooled, taxable compensation]
const cases: [string, EmployeeItemDue[], Record<string, string>, string | undefined, string, string, string][] = [
  [
    'rice within its ceiling: the pool is not touched',
    [item(1, '1000.00', 'rice')],
    { rice: '2000.00' },
    '90000.00',
    '1000.00',
    '0.00',
    '10425.00',
  ],
  [
    'rice 600 beyond its ceiling, pool of 90,000: all exempt',
    [item(1, '1000.00', 'rice')],
    { rice: '400.00' },
    '90000.00',
    '1000.00',
    '600.00',
    '10425.00',
  ],
  [
    'rice 600 beyond, pool of 250 left: 250 exempt, 350 taxed',
    [item(1, '1000.00', 'rice')],
    { rice: '400.00' },
    '250.00',
    '650.00',
    '250.00',
    '10775.00',
  ],
  [
    'rice 600 beyond, pool used up: 600 taxed',
    [item(1, '1000.00', 'rice')],
    { rice: '400.00' },
    '0.00',
    '400.00',
    '0.00',
    '11025.00',
  ],
  [
    'rice 600 beyond, no pool given: 600 taxed',
    [item(1, '1000.00', 'rice')],
    { rice: '400.00' },
    undefined,
    '400.00',
    '0.00',
    '11025.00',
  ],
  [
    'rice 600 beyond, pool over its ceiling (negative room): 600 taxed',
    [item(1, '1000.00', 'rice')],
    { rice: '400.00' },
    '-10.00',
    '400.00',
    '0.00',
    '11025.00',
  ],
  [
    'rice 600 and uniform 2,000 beyond, pool of 1,000: taken in item order, 1,600 taxed',
    [item(1, '1000.00', 'rice'), item(2, '3000.00', 'uniform')],
    { rice: '400.00', uniform: '1000.00' },
    '1000.00',
    '2400.00',
    '1000.00',
    '12025.00',
  ],
  [
    'a taxable allowance is not a benefit: the pool is not touched',
    [item(1, '1000.00', null)],
    {},
    '90000.00',
    '0.00',
    '0.00',
    '11425.00',
  ],
  [
    'a non-taxable allowance outside de minimis: exempt, not pooled',
    [item(1, '1000.00', null, false)],
    {},
    '90000.00',
    '1000.00',
    '0.00',
    '10425.00',
  ],
];
for (const [name, items, room, pool, nonTaxable, pooled, taxable] of cases) {
  test(`de minimis and the 90,000 pool: ${name}`, () => {
    const r = line(items, room, pool);
    assert.deepEqual([r.nonTaxableEarnings, r.deMinimisPooled, r.taxableCompensation], [nonTaxable, pooled, taxable]);
  });
}

test("an item's use keeps only what its own ceiling exempted, and the basis says what the pool took", () => {
  const r = line([item(5, '1000.00', 'rice')], { rice: '400.00' }, '250.00');
  assert.equal(r.itemUses[0]!.exempt, '400.00');
  assert.match(
    r.items.find((i) => i.code === 'item-5')!.basis,
    /400\.00 exempt \(ceiling left 400\.00\), 250\.00 exempt in the 90,000 pool \(250\.00 left\), 350\.00 taxable\.$/,
  );
});
