// Night differential (DOLE: 10% of the hourly rate for each hour between 22:00 and 06:00; on a rest
// day or holiday, 10% of that day's rate), case table at a daily rate of 1,200 (hourly 150).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Decimal } from 'decimal.js';
import {
  BIR_2023,
  PAGIBIG_2024,
  PAY_RULES,
  PHILHEALTH_2025,
  PREMIUM_PAY,
  SSS_2025,
} from './official-tables.fixture.ts';
import { computeLine, type LineInput, type PremiumDayInput } from './payroll-line.ts';

const line = (nightMinutes: number, premiumDays: PremiumDayInput[] = []) =>
  computeLine({
    salaryType: 'Daily',
    salaryAmount: '1200.00',
    frequency: 'SemiMonthly',
    deductsContributions: false,
    time: {
      paidDays: '10',
      absentDays: '0',
      tardyMinutes: 0,
      undertimeMinutes: 0,
      overtimeMinutes: 0,
      premiumDays,
      leaveWithoutPayDays: '0',
      nightMinutes,
    },
    tables: {
      sss: SSS_2025,
      philhealth: PHILHEALTH_2025,
      pagibig: PAGIBIG_2024,
      withholding: BIR_2023.semiMonthly,
      premiumPay: PREMIUM_PAY,
      payRules: PAY_RULES,
    } satisfies LineInput['tables'],
  });
const amountOf = (r: ReturnType<typeof line>, code: string) => r.items.find((i) => i.code === code)?.amount;

const cases: [string, number, PremiumDayInput | null, string, string][] = [
  ['ordinary day, 2 night hours: 150 x 2 x 10%', 120, null, 'night', '30.00'],
  ['ordinary day, 45 night minutes', 45, null, 'night', '11.25'],
  [
    'rest day, 90 night minutes: 150 x 130% x 1.5 x 10%',
    0,
    { date: '2026-06-06', holiday: null, restDay: true, minutes: 480, nightMinutes: 90 },
    'night-2026-06-06',
    '29.25',
  ],
  [
    'regular holiday on a rest day, 1 night hour: 150 x 260% x 10%',
    0,
    { date: '2026-06-14', holiday: 'Regular', restDay: true, minutes: 480, nightMinutes: 60 },
    'night-2026-06-14',
    '39.00',
  ],
  [
    'special day, 1 night hour: 150 x 130% x 10%',
    0,
    { date: '2026-08-21', holiday: 'SpecialNonWorking', restDay: false, minutes: 480, nightMinutes: 60 },
    'night-2026-08-21',
    '19.50',
  ],
];
for (const [name, minutes, day, code, amount] of cases) {
  test(name, () => {
    const r = line(minutes, day ? [day] : []);
    assert.equal(amountOf(r, code), amount);
    const sum = (kind: string) =>
      r.items.filter((i) => i.kind === kind).reduce((s, i) => s.plus(i.amount), new Decimal(0));
    assert.equal(sum('Earning').minus(sum('Deduction')).toFixed(2), r.netPay);
  });
}

test('no night minutes: no night differential item', () => {
  assert.equal(
    line(0).items.some((i) => i.code.startsWith('night')),
    false,
  );
});
