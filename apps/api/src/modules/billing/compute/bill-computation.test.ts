// Rules tables for the bill computation, worked by hand to the centavo, and property tests.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Decimal } from 'decimal.js';
import {
  BillComputationError,
  computeBill,
  consumption,
  type BillInput,
  type RateComponentInput,
} from './bill-computation.ts';

const C = (
  code: string,
  unit: RateComponentInput['unit'],
  rate: string,
  vatable: boolean,
  discountable: boolean,
  lifelineSubsidy = false,
): RateComponentInput => ({ code, name: code, unit, rate, vatable, discountable, lifelineSubsidy });

// A small unbundled sheet: generation and distribution per kWh, supply per customer (all VAT,
// discountable), lifeline subsidy and a universal charge per kWh (no VAT, not discountable).
const SHEET = [
  C('GEN', 'kWh', '5.5', true, true),
  C('DIST', 'kWh', '1.2345', true, true),
  C('SUPPLY', 'customer', '50', true, true),
  C('LIFELINE_SUB', 'kWh', '0.05', false, false, true),
  C('UC', 'kWh', '0.0123', false, false),
];
const TIERS = [
  { minKwh: '0', maxKwh: '15', discountPercent: '100' },
  { minKwh: '16', maxKwh: '25', discountPercent: '50' },
  { minKwh: '26', maxKwh: '35', discountPercent: '35' },
  { minKwh: '36', maxKwh: '50', discountPercent: '20' },
];

function input(over: Partial<BillInput>): BillInput {
  return {
    consumerClass: 'R',
    isLifeliner: false,
    isSeniorCitizen: false,
    previousReading: '1000',
    presentReading: '1100',
    multiplier: '1',
    components: SHEET,
    lifelineTiers: TIERS,
    seniorDiscountPercent: '5',
    seniorMaxKwh: '100',
    vatPercent: '12',
    ...over,
  };
}
const amounts = (b: ReturnType<typeof computeBill>) => Object.fromEntries(b.lines.map((l) => [l.code, l.amount]));

const table: { name: string; in: Partial<BillInput>; kwh: string; total: string; lines?: Record<string, string> }[] = [
  {
    name: 'residential 100 kWh, no discounts',
    in: {},
    kwh: '100.00',
    // 550 + 123.45 + 50 + 5 + 1.23, VAT 66 + 14.81 (14.814) + 6
    total: '816.49',
    lines: {
      GEN: '550.00',
      DIST: '123.45',
      SUPPLY: '50.00',
      LIFELINE_SUB: '5.00',
      UC: '1.23',
      VAT_GEN: '66.00',
      VAT_DIST: '14.81',
      VAT_SUPPLY: '6.00',
    },
  },
  {
    name: 'lifeliner 20 kWh: 50% tier, no lifeline subsidy, VAT on the discounted amounts',
    in: { isLifeliner: true, presentReading: '1020' },
    kwh: '20.00',
    // charges 110 + 24.69 + 50 + 0.25 (0.246); discount 55 + 12.35 (12.345 half away) + 25 = 92.35;
    // VAT (55) 6.60 + (12.34) 1.48 + (25) 3.00
    total: '103.67',
    lines: { LIFELINE_DISCOUNT: '-92.35', VAT_GEN: '6.60', VAT_DIST: '1.48', VAT_SUPPLY: '3.00', UC: '0.25' },
  },
  {
    name: 'lifeliner 10 kWh: 100% tier leaves only the universal charge',
    in: { isLifeliner: true, presentReading: '1010' },
    kwh: '10.00',
    // 55 + 12.35 (12.345) + 50 - (55 + 12.35 + 50) + UC 0.12 (0.123), VAT 0
    total: '0.12',
    lines: { LIFELINE_DISCOUNT: '-117.35', VAT_GEN: '0.00' },
  },
  {
    name: 'lifeliner 30 kWh: 35% tier',
    in: { isLifeliner: true, presentReading: '1030' },
    kwh: '30.00',
    // 165 + 37.04 (37.035) + 50 + UC 0.37 (0.369); disc 57.75 + 12.96 (12.964) + 17.50 = 88.21
    // VAT (107.25) 12.87 + (24.08) 2.89 (2.8896) + (32.50) 3.90
    total: '183.86',
  },
  {
    name: 'lifeliner 45 kWh: 20% tier',
    in: { isLifeliner: true, presentReading: '1045' },
    kwh: '45.00',
    lines: { LIFELINE_DISCOUNT: '-70.61' },
    // 247.50 + 55.55 (55.5525) + 50 + UC 0.55 (0.5535); disc 49.50 + 11.11 + 10.00 = 70.61
    // VAT (198.00) 23.76 + (44.44) 5.33 (5.3328) + (40.00) 4.80
    total: '316.88',
  },
  {
    name: 'lifeliner 51 kWh: above the tiers, pays the subsidy, no discount',
    in: { isLifeliner: true, presentReading: '1051' },
    kwh: '51.00',
    lines: { LIFELINE_SUB: '2.55' },
    // 280.50 + 62.96 (62.9595) + 50 + 2.55 + 0.63 (0.6273); VAT 33.66 + 7.56 (7.5552) + 6.00
    total: '443.86',
  },
  {
    name: 'lifeline is residential only: a commercial lifeliner flag is ignored',
    in: { consumerClass: 'C', isLifeliner: true, presentReading: '1020' },
    kwh: '20.00',
    // 110 + 24.69 + 50 + 1.00 + 0.25; VAT 13.20 + 2.96 (2.9628) + 6.00
    total: '208.10',
  },
  {
    name: 'senior citizen 80 kWh: 5% on the discountable components',
    in: { isSeniorCitizen: true, presentReading: '1080' },
    kwh: '80.00',
    // 440 + 98.76 + 50 + 4.00 + 0.98 (0.984); disc 22.00 + 4.94 (4.938) + 2.50 = 29.44
    // VAT (418) 50.16 + (93.82) 11.26 (11.2584) + (47.50) 5.70
    total: '631.42',
    lines: { SENIOR_DISCOUNT: '-29.44' },
  },
  {
    name: 'senior citizen above 100 kWh: no discount',
    in: { isSeniorCitizen: true, presentReading: '1101' },
    kwh: '101.00',
    // 555.50 + 124.68 (124.6845) + 50 + 5.05 + 1.24 (1.2423); VAT 66.66 + 14.96 (14.9616) + 6.00
    total: '824.09',
  },
  {
    name: 'senior discount is residential only',
    in: { consumerClass: 'C', isSeniorCitizen: true, presentReading: '1080' },
    kwh: '80.00',
    // 440 + 98.76 + 50 + 4 + 0.98; VAT 52.80 + 11.85 (11.8512) + 6.00
    total: '664.39',
  },
  {
    name: 'zero consumption pays the customer charge and its VAT',
    in: { presentReading: '1000' },
    kwh: '0.00',
    total: '56.00',
  },
  {
    name: 'multiplier 40, commercial, fractional readings',
    in: { consumerClass: 'C', previousReading: '100.5', presentReading: '110.75', multiplier: '40' },
    kwh: '410.00',
    // 2255 + 506.15 (506.145) + 50 + 20.50 + 5.04 (5.043); VAT 270.60 + 60.74 (60.738) + 6.00
    total: '3174.03',
    lines: { DIST: '506.15', VAT_DIST: '60.74' },
  },
  {
    name: 'meter change: old meter 5000 -> 5030, new meter 0 -> 20',
    in: { previousReading: '5000', oldMeterFinal: '5030', newMeterInitial: '0', presentReading: '20' },
    kwh: '50.00',
    // 275 + 61.73 (61.725) + 50 + 2.50 + 0.62 (0.615); VAT 33.00 + 7.41 (7.4076) + 6.00
    total: '436.26',
  },
];

for (const row of table) {
  test(`rules: ${row.name}`, () => {
    const bill = computeBill(input(row.in));
    assert.equal(bill.kwh, row.kwh);
    for (const [code, amount] of Object.entries(row.lines ?? {})) assert.equal(amounts(bill)[code], amount, code);
    assert.equal(bill.total, row.total);
  });
}

test('every class is computed with its own sheet; industrial demand and a percentage tax', () => {
  const sheet = [
    C('GEN', 'kWh', '5', true, false),
    C('DIST_KW', 'kW', '300.5', true, false),
    C('METER', 'meter', '25', true, false),
    C('FT', 'percent', '0.75', false, false),
  ];
  for (const cls of ['C', 'I', 'P', 'S', 'L'] as const) {
    const bill = computeBill(input({ consumerClass: cls, components: sheet, demandKw: '50', presentReading: '2000' }));
    // 5000 + 15025 + 25 = 20050; FT 0.75% = 150.375 -> 150.38; VAT 600 + 1803 + 3 = 2406
    assert.equal(bill.kwh, '1000.00');
    assert.equal(amounts(bill)['DIST_KW'], '15025.00');
    assert.equal(amounts(bill)['FT'], '150.38');
    assert.equal(bill.total, '22606.38', cls);
  }
});

test('rates keep 6 places and pesos round half away from zero', () => {
  const bill = computeBill(input({ components: [C('X', 'kWh', '0.123455', false, false)], presentReading: '1010' }));
  assert.equal(bill.lines[0]!.rate, '0.123455');
  assert.equal(bill.total, '1.23'); // 1.23455 -> 1.23
  const half = computeBill(input({ components: [C('X', 'kWh', '0.0125', false, false)], presentReading: '1001' }));
  assert.equal(half.total, '0.01'); // 0.0125 -> 0.01
  const up = computeBill(input({ components: [C('X', 'kWh', '0.005', false, false)], presentReading: '1001' }));
  assert.equal(up.total, '0.01'); // 0.005 -> 0.01 (half away from zero)
});

test('a reading below the previous one without a meter change is refused', () => {
  assert.throws(
    () => consumption({ previousReading: '100', presentReading: '99', multiplier: '1' }),
    BillComputationError,
  );
  assert.throws(
    () => consumption({ previousReading: '100', presentReading: '5', multiplier: '1', newMeterInitial: '10' }),
    BillComputationError,
  );
  assert.throws(
    () =>
      consumption({
        previousReading: '100',
        oldMeterFinal: '90',
        presentReading: '5',
        multiplier: '1',
        newMeterInitial: '0',
      }),
    BillComputationError,
  );
});

// Deterministic pseudo-random generator for the property tests.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

test('property: a bill’s lines sum to its total, every amount has centavos, VAT and discounts stay in bounds', () => {
  const r = rng(20260101);
  const dec = (max: number, places: number) => (r() * max).toFixed(places);
  const units = ['kWh', 'customer', 'meter', 'kW', 'percent'] as const;
  for (let i = 0; i < 2000; i++) {
    const components = Array.from({ length: 1 + Math.floor(r() * 10) }, (_, k) =>
      C(
        `K${k}`,
        units[Math.floor(r() * units.length)]!,
        dec(units[k % 5] === 'percent' ? 5 : 20, 6),
        r() < 0.6,
        r() < 0.6,
        r() < 0.1,
      ),
    );
    const previous = dec(99999, 2);
    const bill = computeBill(
      input({
        consumerClass: (['R', 'C', 'I', 'P', 'S', 'L'] as const)[Math.floor(r() * 6)]!,
        isLifeliner: r() < 0.5,
        isSeniorCitizen: r() < 0.5,
        previousReading: previous,
        presentReading: new Decimal(previous).plus(dec(300, 2)).toFixed(2),
        multiplier: r() < 0.8 ? '1' : dec(80, 4),
        demandKw: dec(200, 3),
        components,
      }),
    );
    const sum = bill.lines.reduce((s, l) => s.plus(l.amount), new Decimal(0));
    assert.equal(sum.toFixed(2), bill.total);
    for (const l of bill.lines) assert.match(l.amount, /^-?\d+\.\d{2}$/);
    const charges = bill.lines.filter((l) => l.kind === 'charge').reduce((s, l) => s.plus(l.amount), new Decimal(0));
    const discounts = bill.lines
      .filter((l) => l.kind === 'discount')
      .reduce((s, l) => s.plus(l.amount), new Decimal(0));
    assert.ok(discounts.lte(0) && discounts.abs().lte(charges), 'discounts never exceed the charges');
    for (const l of bill.lines.filter((x) => x.kind === 'vat')) assert.ok(new Decimal(l.amount).gte(0));
    assert.ok(new Decimal(bill.total).gte(0));
  }
});
