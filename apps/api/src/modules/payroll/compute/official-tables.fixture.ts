// The official figures of the statutory tables (the same as migration 0500 seeds), written out as
// the oracle of the rule tests.
import type {
  PagIbigBody,
  PayRulesBody,
  PhilHealthBody,
  PremiumPayBody,
  SssBody,
  TaxTableBody,
} from '@ilaw/contracts/payroll/statutory-tables/statutory-table';

export const mscs = Array.from({ length: 61 }, (_, i) => 5000 + i * 500);
export const SSS_2025: SssBody = {
  employeeRate: '0.05',
  employerRate: '0.10',
  regularMscCeiling: '20000.00',
  brackets: mscs.map((m) => ({
    from: m === 5000 ? '0.00' : `${m - 250}.00`,
    msc: `${m}.00`,
    ec: m < 15000 ? '10.00' : '30.00',
  })),
};
export const PHILHEALTH_2025: PhilHealthBody = { rate: '0.05', floor: '10000.00', ceiling: '100000.00' };
export const PAGIBIG_2024: PagIbigBody = {
  lowRateCeiling: '1500.00',
  lowEmployeeRate: '0.01',
  lowEmployerRate: '0.02',
  employeeRate: '0.02',
  employerRate: '0.02',
  maxFundSalary: '10000.00',
};
const table = (rows: [string, string, string][]): TaxTableBody => ({
  brackets: rows.map(([over, base, rate]) => ({ over, base, rate })),
});
export const BIR_2023 = {
  monthly: table([
    ['0', '0', '0'],
    ['20833', '0', '0.15'],
    ['33333', '1875.00', '0.20'],
    ['66667', '8541.80', '0.25'],
    ['166667', '33541.80', '0.30'],
    ['666667', '183541.80', '0.35'],
  ]),
  semiMonthly: table([
    ['0', '0', '0'],
    ['10417', '0', '0.15'],
    ['16667', '937.50', '0.20'],
    ['33333', '4270.70', '0.25'],
    ['83333', '16770.70', '0.30'],
    ['333333', '91770.70', '0.35'],
  ]),
  daily: table([
    ['0', '0', '0'],
    ['685', '0', '0.15'],
    ['1096', '61.65', '0.20'],
    ['2192', '280.85', '0.25'],
    ['5479', '1102.60', '0.30'],
    ['21918', '6034.30', '0.35'],
  ]),
  weekly: table([
    ['0', '0', '0'],
    ['4808', '0', '0.15'],
    ['7692', '432.60', '0.20'],
    ['15385', '1971.20', '0.25'],
    ['38462', '7740.45', '0.30'],
    ['153846', '42355.65', '0.35'],
  ]),
  annual: table([
    ['0', '0', '0'],
    ['250000', '0', '0.15'],
    ['400000', '22500', '0.20'],
    ['800000', '102500', '0.25'],
    ['2000000', '402500', '0.30'],
    ['8000000', '2202500', '0.35'],
  ]),
};

export const PREMIUM_PAY: PremiumPayBody = {
  overtime: '1.25',
  restDay: '1.30',
  specialDay: '1.30',
  specialDayRestDay: '1.50',
  regularHoliday: '2.00',
  regularHolidayRestDay: '2.60',
  overtimeOnRestDayOrHoliday: '1.30',
  nightDifferential: '0.10',
};
export const PAY_RULES: PayRulesBody = { dailyRateFactor: '261', hoursPerDay: '8', netPayFloor: '0.00' };
