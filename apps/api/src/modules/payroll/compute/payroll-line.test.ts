// A regular cut-off's line: case tables (worked by hand from the official tables) and properties
// (earnings less deductions are the net pay; net pay never below the floor, never negative).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import {
  BIR_2023,
  PAGIBIG_2024,
  PAY_RULES,
  PHILHEALTH_2025,
  PREMIUM_PAY,
  SSS_2025,
} from './official-tables.fixture.ts';
import { computeLine, type LineInput } from './payroll-line.ts';

const NO_TIME: LineInput['time'] = {
  paidDays: '11',
  absentDays: '0',
  tardyMinutes: 0,
  undertimeMinutes: 0,
  overtimeMinutes: 0,
  premiumDays: [],
  leaveWithoutPayDays: '0',
};
const tables = (withholding = BIR_2023.semiMonthly, payRules = PAY_RULES): LineInput['tables'] => ({
  sss: SSS_2025,
  philhealth: PHILHEALTH_2025,
  pagibig: PAGIBIG_2024,
  withholding,
  premiumPay: PREMIUM_PAY,
  payRules,
});
const line = (over: Partial<LineInput>) =>
  computeLine({
    salaryType: 'Monthly',
    salaryAmount: '25000.00',
    frequency: 'SemiMonthly',
    deductsContributions: true,
    time: NO_TIME,
    tables: tables(),
    ...over,
  });

describe('regular cut-off lines', () => {
  test('monthly 25,000, second half with contributions: 12,500 - 2,075 - tax 1.20 = 10,423.80', () => {
    const r = line({});
    assert.deepEqual(
      [r.basicPay, r.sssEmployee, r.sssMpfEmployee, r.philHealthEmployee, r.pagIbigEmployee, r.taxableCompensation],
      ['12500.00', '1250.00', '250.00', '625.00', '200.00', '10425.00'],
    );
    assert.deepEqual([r.withholdingTax, r.netPay, r.sssEc, r.sssEmployer], ['1.20', '10423.80', '30.00', '2500.00']);
  });
  test('monthly 25,000, first half without contributions: tax on 12,500 is 312.45', () => {
    const r = line({ deductsContributions: false });
    assert.deepEqual(
      [r.sssEmployee, r.withholdingTax, r.netPay, r.sssEmployer],
      ['0.00', '312.45', '12187.55', '0.00'],
    );
  });
  test('monthly payroll of 25,000 matches the calculator: tax 313.80, net 22,611.20', () => {
    const r = line({ frequency: 'Monthly', tables: tables(BIR_2023.monthly) });
    assert.deepEqual([r.taxableCompensation, r.withholdingTax, r.netPay], ['22925.00', '313.80', '22611.20']);
  });
  test('absences, tardiness, overtime, holiday and rest-day work at DOLE rates (daily rate 1,200)', () => {
    const r = line({
      salaryAmount: '26100.00',
      time: {
        ...NO_TIME,
        absentDays: '1.5',
        tardyMinutes: 30,
        undertimeMinutes: 15,
        overtimeMinutes: 120,
        premiumDays: [
          { date: '2026-06-12', holiday: 'Regular', restDay: false, minutes: 480 },
          { date: '2026-06-13', holiday: null, restDay: true, minutes: 600 },
          { date: '2026-06-19', holiday: 'SpecialNonWorking', restDay: false, minutes: 480 },
        ],
      },
    });
    assert.equal(r.dailyRate, '1200.000000');
    assert.deepEqual(
      [r.absenceDeduction, r.tardinessDeduction, r.overtimePay, r.premiumPay, r.grossPay],
      ['1800.00', '112.50', '375.00', '3627.00', '15139.50'],
    );
    const premium = r.items.filter((i) => i.code.startsWith('premium-')).map((i) => i.amount);
    assert.deepEqual(premium, ['1200.00', '2067.00', '360.00']);
    assert.deepEqual(
      [r.sssEmployee, r.philHealthEmployee, r.taxableCompensation, r.withholdingTax, r.netPay],
      ['1300.00', '652.50', '12987.00', '385.50', '12601.50'],
    );
  });
  test('daily-paid 600: paid days x rate; contributions on 600 x 261 / 12 = 13,050', () => {
    const r = line({ salaryType: 'Daily', salaryAmount: '600.00', time: { ...NO_TIME, absentDays: '1' } });
    assert.deepEqual(
      [r.monthlyBasic, r.basicPay, r.absenceDeduction, r.grossPay, r.sssEmployee, r.philHealthEmployee],
      ['13050.00', '6600.00', '600.00', '6000.00', '650.00', '326.25'],
    );
    assert.deepEqual([r.withholdingTax, r.netPay], ['0.00', '4823.75']);
  });
  test('daily-paid, special day worked on a working day: 130% (the salary does not pay it)', () => {
    const r = line({
      salaryType: 'Daily',
      salaryAmount: '800.00',
      time: {
        ...NO_TIME,
        premiumDays: [{ date: '2026-08-21', holiday: 'SpecialNonWorking', restDay: false, minutes: 480 }],
      },
    });
    assert.equal(r.premiumPay, '1040.00');
  });
  test('regular holiday on a rest day: 260%; hours beyond 8 at 260% x 130%', () => {
    const r = line({
      salaryAmount: '26100.00',
      time: { ...NO_TIME, premiumDays: [{ date: '2026-06-14', holiday: 'Regular', restDay: true, minutes: 540 }] },
    });
    // 150/hour: 8 x 150 x 2.60 = 3,120 + 1 x 150 x 2.60 x 1.30 = 507
    assert.equal(r.premiumPay, '3627.00');
  });
  test('leave without pay is deducted at the daily rate', () => {
    const r = line({ salaryAmount: '26100.00', time: { ...NO_TIME, leaveWithoutPayDays: '2' } });
    assert.equal(r.lwopDeduction, '2400.00');
  });
  test('nothing earned: time deductions stop at the basic pay, contributions carry over, net pay 0', () => {
    const r = line({
      salaryType: 'Daily',
      salaryAmount: '600.00',
      time: { ...NO_TIME, paidDays: '2', absentDays: '3' },
    });
    assert.deepEqual([r.basicPay, r.absenceDeduction, r.grossPay, r.netPay], ['1200.00', '1200.00', '0.00', '0.00']);
    assert.equal(r.carriedOver, '1176.25');
    assert.deepEqual(
      r.items.filter((i) => i.kind === 'CarriedOver').map((i) => i.code),
      ['sss-carried', 'philhealth-carried', 'pagibig-carried'],
    );
  });
  test('a floor of 1,000: deductions stop there, in priority order (SSS, PhilHealth, Pag-IBIG, tax)', () => {
    const r = line({
      salaryType: 'Daily',
      salaryAmount: '600.00',
      time: { ...NO_TIME, paidDays: '4' },
      tables: tables(BIR_2023.semiMonthly, { ...PAY_RULES, netPayFloor: '1000.00' }),
    });
    // gross 2,400: room 1,400 takes SSS 650 and PhilHealth 326.25 and 200 of Pag-IBIG... all fit: 1,176.25
    assert.deepEqual([r.netPay, r.carriedOver], ['1223.75', '0.00']);
    const tight = line({
      salaryType: 'Daily',
      salaryAmount: '600.00',
      time: { ...NO_TIME, paidDays: '3' },
      tables: tables(BIR_2023.semiMonthly, { ...PAY_RULES, netPayFloor: '1000.00' }),
    });
    // gross 1,800: room 800 = SSS 650 + 150 of PhilHealth; 176.25 and 200 carry over
    assert.deepEqual([tight.netPay, tight.philHealthEmployee, tight.carriedOver], ['1000.00', '150.00', '376.25']);
  });
});

const amount = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
const half = fc.integer({ min: 0, max: 30 }).map((n) => new Decimal(n).dividedBy(2).toString());

describe('properties of a line', () => {
  test('earnings less deductions are the net pay; net pay is never below the floor or zero', () => {
    fc.assert(
      fc.property(
        fc.record({
          daily: fc.boolean(),
          salary: amount(30_000, 50_000_000),
          frequency: fc.constantFrom('Monthly', 'SemiMonthly', 'Weekly', 'Daily') as fc.Arbitrary<
            LineInput['frequency']
          >,
          deducts: fc.boolean(),
          paid: half,
          absent: half,
          lwop: half,
          tardy: fc.integer({ min: 0, max: 3000 }),
          under: fc.integer({ min: 0, max: 3000 }),
          ot: fc.integer({ min: 0, max: 3000 }),
          premium: fc.array(
            fc.record({
              holiday: fc.constantFrom('Regular', 'SpecialNonWorking', null) as fc.Arbitrary<
                'Regular' | 'SpecialNonWorking' | null
              >,
              restDay: fc.boolean(),
              minutes: fc.integer({ min: 1, max: 900 }),
            }),
            { maxLength: 3 },
          ),
          floor: amount(0, 300_000),
        }),
        (c) => {
          const r = computeLine({
            salaryType: c.daily ? 'Daily' : 'Monthly',
            salaryAmount: c.daily ? new Decimal(c.salary).dividedBy(20).toFixed(2) : c.salary,
            frequency: c.frequency,
            deductsContributions: c.deducts,
            time: {
              paidDays: c.paid,
              absentDays: c.absent,
              tardyMinutes: c.tardy,
              undertimeMinutes: c.under,
              overtimeMinutes: c.ot,
              premiumDays: c.premium.map((p, i) => ({ ...p, date: `2026-06-0${i + 1}` })),
              leaveWithoutPayDays: c.lwop,
            },
            tables: tables(BIR_2023.semiMonthly, { ...PAY_RULES, netPayFloor: c.floor }),
          });
          const sum = (kind: string) =>
            r.items.filter((i) => i.kind === kind).reduce((s, i) => s.plus(i.amount), new Decimal(0));
          assert.equal(sum('Earning').minus(sum('Deduction')).toFixed(2), r.netPay);
          assert.equal(
            new Decimal(r.basicPay).plus(r.overtimePay).plus(r.premiumPay).minus(r.totalDeductions).toFixed(2),
            r.netPay,
          );
          assert.ok(new Decimal(r.netPay).gte(0));
          assert.ok(new Decimal(r.netPay).gte(Decimal.min(c.floor, r.grossPay)));
          assert.ok(new Decimal(r.grossPay).gte(0));
          for (const i of r.items) assert.ok(new Decimal(i.amount).gte(0), i.code);
        },
      ),
    );
  });
});
