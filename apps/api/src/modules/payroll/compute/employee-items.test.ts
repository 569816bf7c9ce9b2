// Recurring payments and deductions in a line (decision 064): case tables worked by hand (the
// second-half line of a 25,000 monthly salary: taxable 10,425, tax 1.20, net 10,423.80) and
// properties (earnings less deductions are the net pay; net pay never negative nor below the
// floor; what a deduction does not take carries over).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import type { DeMinimisBody } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import {
  deMinimisRoom,
  deMinimisWindow,
  itemDue,
  type EmployeeItemDue,
  type EmployeeItemState,
} from './employee-items.ts';
import {
  BIR_2023,
  PAGIBIG_2024,
  PAY_RULES,
  PHILHEALTH_2025,
  PREMIUM_PAY,
  SSS_2025,
} from './official-tables.fixture.ts';
import { computeLine, monthShare, type LineInput } from './payroll-line.ts';

const PAYROLL = 7;
const HALF = monthShare('SemiMonthly', new Decimal(261));
const MONTH = monthShare('Monthly', new Decimal(261));
const DE_MINIMIS: DeMinimisBody = {
  items: [
    { code: 'rice', name: 'Rice subsidy', ceiling: '2000.00', per: 'Month' },
    { code: 'uniform', name: 'Uniform', ceiling: '7000.00', per: 'Year' },
    { code: 'medical-dependents', name: 'Medical', ceiling: '1500.00', per: 'Semester' },
    { code: 'monetized-vl', name: 'Monetized VL', ceiling: '10', per: 'DaysOfLeave' },
  ],
};

const state = (over: Partial<EmployeeItemState>): EmployeeItemState => ({
  id: 1,
  kind: 'Allowance',
  label: 'Item',
  amount: '2000.00',
  principal: null,
  taxable: true,
  deMinimisCode: null,
  priority: 50,
  payrollId: null,
  settled: '0',
  scheduledSoFar: '0',
  ...over,
});

const NO_TIME: LineInput['time'] = {
  paidDays: '11',
  absentDays: '0',
  tardyMinutes: 0,
  undertimeMinutes: 0,
  overtimeMinutes: 0,
  premiumDays: [],
  leaveWithoutPayDays: '0',
};
const line = (items: EmployeeItemDue[], over: Partial<LineInput> = {}, room: Record<string, string> = {}) =>
  computeLine({
    salaryType: 'Monthly',
    salaryAmount: '25000.00',
    frequency: 'SemiMonthly',
    deductsContributions: true,
    time: NO_TIME,
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
    ...over,
  });
const due = (s: Partial<EmployeeItemState>, share = HALF) => {
  const d = itemDue(state(s), share, PAYROLL);
  assert.ok(d);
  return d;
};

describe('what a cut-off owes for each item', () => {
  test('an allowance, a deduction and a loan amortization are monthly: a semi-monthly cut-off takes half', () => {
    assert.equal(due({ kind: 'Allowance', amount: '2000.00' }).due, '1000.00');
    assert.equal(due({ kind: 'Deduction', amount: '333.33' }).due, '166.67');
    assert.equal(due({ kind: 'Loan', amount: '2000.00', principal: '24000.00' }).due, '1000.00');
    assert.equal(due({ kind: 'Allowance', amount: '2000.00' }, MONTH).due, '2000.00');
  });
  test('a loan takes no more than its balance, and nothing once paid', () => {
    assert.equal(due({ kind: 'Loan', amount: '2000.00', principal: '24000.00', settled: '23400.00' }).due, '600.00');
    assert.equal(
      itemDue(state({ kind: 'Loan', amount: '2000.00', principal: '24000.00', settled: '24000.00' }), HALF, PAYROLL),
      null,
    );
  });
  test('a loan does not catch up what earlier payrolls could not take: its balance stays, the schedule lengthens', () => {
    const d = due({ kind: 'Loan', amount: '2000.00', principal: '24000.00', settled: '0', scheduledSoFar: '3000.00' });
    assert.equal(d.due, '1000.00');
  });
  test('a recurring deduction carries what earlier payrolls did not take', () => {
    const d = due({ kind: 'Deduction', amount: '2000.00', scheduledSoFar: '3000.00', settled: '2500.00' });
    assert.deepEqual([d.scheduled, d.due], ['1000.00', '1500.00']);
  });
  test('a one-time earning is paid in its own payroll only; a one-time deduction until it is taken', () => {
    assert.equal(itemDue(state({ kind: 'OneTimeEarning', payrollId: 3 }), HALF, PAYROLL), null);
    assert.equal(due({ kind: 'OneTimeEarning', amount: '750.00', payrollId: PAYROLL }).due, '750.00');
    assert.equal(due({ kind: 'OneTimeDeduction', amount: '750.00', payrollId: 3, settled: '500.00' }).due, '250.00');
    assert.equal(
      itemDue(state({ kind: 'OneTimeDeduction', amount: '750.00', payrollId: 3, settled: '750.00' }), HALF, PAYROLL),
      null,
    );
  });
});

describe('de minimis ceilings', () => {
  test('windows: a month, a half year, a year; leave days and minimum-wage shares are not allowances', () => {
    assert.deepEqual(deMinimisWindow('Month', '2026-02-15'), { from: '2026-02-01', to: '2026-02-28' });
    assert.deepEqual(deMinimisWindow('Month', '2028-02-29'), { from: '2028-02-01', to: '2028-02-29' });
    assert.deepEqual(deMinimisWindow('Semester', '2026-06-30'), { from: '2026-01-01', to: '2026-06-30' });
    assert.deepEqual(deMinimisWindow('Semester', '2026-07-01'), { from: '2026-07-01', to: '2026-12-31' });
    assert.deepEqual(deMinimisWindow('Year', '2026-11-30'), { from: '2026-01-01', to: '2026-12-31' });
    assert.equal(deMinimisWindow('DaysOfLeave', '2026-11-30'), null);
  });
  test('room is the ceiling in force less what the window already exempted, never below zero', () => {
    const room = deMinimisRoom(
      DE_MINIMIS,
      ['rice', 'uniform', 'monetized-vl', 'unknown'],
      new Map([
        ['rice', '1000.00'],
        ['uniform', '7500.00'],
      ]),
      '2026-06-30',
    );
    assert.deepEqual(
      [...room.entries()].map(([k, v]) => [k, v.toFixed(2)]),
      [
        ['rice', '1000.00'],
        ['uniform', '0.00'],
        ['monetized-vl', '0.00'],
        ['unknown', '0.00'],
      ],
    );
  });
});

describe('items in a line', () => {
  test('rice subsidy 2,000 a month within the ceiling: 1,000 paid, not taxable (tax stays 1.20)', () => {
    const r = line([due({ id: 5, label: 'Rice subsidy', deMinimisCode: 'rice' })], {}, { rice: '2000.00' });
    assert.deepEqual(
      [r.allowances, r.nonTaxableEarnings, r.grossPay, r.taxableCompensation, r.withholdingTax, r.netPay],
      ['1000.00', '1000.00', '13500.00', '10425.00', '1.20', '11423.80'],
    );
    assert.deepEqual(r.itemUses, [
      { id: 5, scheduled: '1000.00', due: '1000.00', taken: '1000.00', exempt: '1000.00' },
    ]);
  });
  test('a taxable allowance of 2,000 a month: taxable 11,425, tax 15% over 10,417 = 151.20', () => {
    const r = line([due({ label: 'Transportation' })]);
    assert.deepEqual([r.taxableCompensation, r.withholdingTax, r.netPay], ['11425.00', '151.20', '11273.80']);
  });
  test('de minimis beyond what the ceiling leaves is taxable: 1,000 due, 400 left, 600 taxed', () => {
    const r = line([due({ deMinimisCode: 'rice' })], {}, { rice: '400.00' });
    assert.deepEqual([r.nonTaxableEarnings, r.taxableCompensation], ['400.00', '11025.00']);
  });
  test('two allowances of one benefit share its ceiling', () => {
    const r = line(
      [due({ id: 1, deMinimisCode: 'rice' }), due({ id: 2, deMinimisCode: 'rice', amount: '3000.00' })],
      {},
      { rice: '2000.00' },
    );
    assert.deepEqual(
      r.itemUses.map((u) => u.exempt),
      ['1000.00', '1000.00'],
    );
    assert.equal(r.taxableCompensation, '10925.00');
  });
  test('loans are taken after tax, in priority order: SSS loan, Pag-IBIG loan, cooperative', () => {
    const r = line([
      due({ id: 3, kind: 'Deduction', label: 'Coop dues', amount: '400.00', priority: 50 }),
      due({ id: 1, kind: 'Loan', label: 'SSS loan', amount: '1600.00', principal: '20000.00', priority: 10 }),
      due({ id: 2, kind: 'Loan', label: 'Pag-IBIG loan', amount: '1000.00', principal: '9000.00', priority: 20 }),
    ]);
    assert.deepEqual(
      r.items.filter((i) => i.code.startsWith('item-')).map((i) => [i.code, i.amount]),
      [
        ['item-1', '800.00'],
        ['item-2', '500.00'],
        ['item-3', '200.00'],
      ],
    );
    assert.deepEqual([r.otherDeductions, r.netPay, r.totalDeductions], ['1500.00', '8923.80', '3576.20']);
  });
  test('a floor stops the deductions: the first loan fits, the next is partly taken, the rest carries over', () => {
    // Daily-paid 600 for 5 days = 3,000 gross; first half (no contributions): tax 0; floor 2,000.
    const r = line(
      [
        due({ id: 1, kind: 'Loan', label: 'SSS loan', amount: '1200.00', principal: '20000.00', priority: 10 }),
        due({ id: 2, kind: 'Loan', label: 'Coop loan', amount: '1000.00', principal: '9000.00', priority: 30 }),
        due({ id: 3, kind: 'Deduction', label: 'Power bill', amount: '800.00', priority: 40 }),
      ],
      {
        salaryType: 'Daily',
        salaryAmount: '600.00',
        deductsContributions: false,
        time: { ...NO_TIME, paidDays: '5' },
        tables: {
          sss: SSS_2025,
          philhealth: PHILHEALTH_2025,
          pagibig: PAGIBIG_2024,
          withholding: BIR_2023.semiMonthly,
          premiumPay: PREMIUM_PAY,
          payRules: { ...PAY_RULES, netPayFloor: '2000.00' },
        },
      },
    );
    assert.deepEqual(
      r.itemUses.map((u) => [u.id, u.due, u.taken]),
      [
        [1, '600.00', '600.00'],
        [2, '500.00', '400.00'],
        [3, '400.00', '0.00'],
      ],
    );
    assert.deepEqual([r.netPay, r.carriedOver, r.otherDeductions], ['2000.00', '500.00', '1000.00']);
    assert.ok(r.items.some((i) => i.code === 'item-3-carried' && i.kind === 'CarriedOver' && i.amount === '400.00'));
  });
});

const money = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));

describe('properties of a line with recurring items', () => {
  test('earnings less deductions are the net pay; never negative nor below the floor; taken + carried = due', () => {
    fc.assert(
      fc.property(
        fc.record({
          salary: money(30_000, 20_000_000),
          paid: fc.integer({ min: 0, max: 15 }),
          deducts: fc.boolean(),
          floor: money(0, 500_000),
          rice: money(0, 300_000),
          items: fc.array(
            fc.record({
              kind: fc.constantFrom(
                'Allowance',
                'Deduction',
                'Loan',
                'OneTimeEarning',
                'OneTimeDeduction',
              ) as fc.Arbitrary<EmployeeItemState['kind']>,
              amount: money(1, 3_000_000),
              principal: money(1, 10_000_000),
              settled: money(0, 5_000_000),
              taxable: fc.boolean(),
              rice: fc.boolean(),
              priority: fc.integer({ min: 1, max: 999 }),
            }),
            { maxLength: 6 },
          ),
        }),
        (c) => {
          const items = c.items.flatMap((it, i) => {
            const earning = it.kind === 'Allowance' || it.kind === 'OneTimeEarning';
            const d = itemDue(
              state({
                id: i + 1,
                kind: it.kind,
                amount: it.amount,
                principal: it.kind === 'Loan' ? it.principal : null,
                settled: earning ? '0' : it.settled,
                scheduledSoFar: it.kind === 'Deduction' ? new Decimal(it.settled).plus(it.amount).toFixed(2) : '0',
                taxable: it.taxable,
                deMinimisCode: earning && it.rice ? 'rice' : null,
                priority: it.priority,
                payrollId: PAYROLL,
              }),
              HALF,
              PAYROLL,
            );
            return d ? [d] : [];
          });
          const r = line(
            items,
            {
              salaryType: 'Daily',
              salaryAmount: new Decimal(c.salary).dividedBy(20).toFixed(2),
              deductsContributions: c.deducts,
              time: { ...NO_TIME, paidDays: String(c.paid) },
              tables: {
                sss: SSS_2025,
                philhealth: PHILHEALTH_2025,
                pagibig: PAGIBIG_2024,
                withholding: BIR_2023.semiMonthly,
                premiumPay: PREMIUM_PAY,
                payRules: { ...PAY_RULES, netPayFloor: c.floor },
              },
            },
            { rice: c.rice },
          );
          const sum = (kind: string) =>
            r.items.filter((i) => i.kind === kind).reduce((s, i) => s.plus(i.amount), new Decimal(0));
          assert.equal(sum('Earning').minus(sum('Deduction')).toFixed(2), r.netPay);
          assert.ok(new Decimal(r.netPay).gte(0));
          assert.ok(new Decimal(r.netPay).gte(Decimal.min(c.floor, r.grossPay)));
          assert.ok(new Decimal(r.nonTaxableEarnings).lte(r.allowances));
          assert.ok(new Decimal(r.nonTaxableEarnings).lte(new Decimal(c.rice).plus(sum('Earning'))));
          for (const u of r.itemUses) {
            assert.ok(new Decimal(u.taken).lte(u.due));
            const carried = r.items.find((i) => i.code === `item-${u.id}-carried`)?.amount ?? '0';
            const side = items.find((d) => d.id === u.id)?.side;
            if (side === 'Deduction') assert.equal(new Decimal(u.taken).plus(carried).toFixed(2), u.due);
          }
        },
      ),
    );
  });
});
