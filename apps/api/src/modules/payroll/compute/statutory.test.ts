// Case tables at every bracket boundary of each statutory table, on the official figures (written
// out here as the oracle; the seeded rows are checked against the same figures through the
// calculator endpoint in apps/api/test/payroll/statutory-deductions.test.ts), plus properties.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { BIR_2023, PAGIBIG_2024, PHILHEALTH_2025, SSS_2025, mscs } from './official-tables.fixture.ts';
import { pagIbigContribution, philHealthContribution, sssContribution, taxDue } from './statutory.ts';

const f2 = (d: Decimal) => d.toFixed(2);

describe('SSS 2025 (Circular 2024-006)', () => {
  // Every bracket edge: the first centavo of each bracket and the last centavo of the one before.
  const cases: [string, number][] = [
    ['0.00', 5000],
    ['5249.99', 5000],
  ];
  for (const m of mscs.slice(1)) {
    cases.push([`${m - 250}.00`, m], [(m - 250 - 0.01).toFixed(2), m - 500]);
  }
  cases.push(['34750.00', 35000], ['1000000.00', 35000]);
  for (const [compensation, msc] of cases) {
    test(`compensation ${compensation} -> salary credit ${msc}`, () => {
      const r = sssContribution(SSS_2025, compensation);
      const regular = Math.min(msc, 20000);
      const mpf = msc - regular;
      // Integer centavos: 5% and 10% of multiples of 500 are whole pesos.
      assert.equal(f2(r.monthlySalaryCredit), `${msc}.00`);
      assert.equal(f2(r.employee), ((msc * 5) / 100).toFixed(2));
      assert.equal(f2(r.employer), ((msc * 10) / 100).toFixed(2));
      assert.equal(f2(r.mpfEmployee), ((mpf * 5) / 100).toFixed(2));
      assert.equal(f2(r.mpfEmployer), ((mpf * 10) / 100).toFixed(2));
      assert.equal(f2(r.employeesCompensation), msc < 15000 ? '10.00' : '30.00');
    });
  }
  test('the checkpoints: minimum total 760 (250 + 510 with EC), maximum 5,280 (1,750 + 3,530 with EC)', () => {
    const low = sssContribution(SSS_2025, '3000');
    assert.deepEqual([f2(low.employee), f2(low.employer.plus(low.employeesCompensation))], ['250.00', '510.00']);
    const high = sssContribution(SSS_2025, '80000');
    assert.deepEqual([f2(high.employee), f2(high.employer.plus(high.employeesCompensation))], ['1750.00', '3530.00']);
    assert.deepEqual([f2(high.mpfEmployee), f2(high.mpfEmployer)], ['750.00', '1500.00']);
  });
  test('EC changes at the 15,000 credit: 14,749.99 pays 10, 14,750 pays 30', () => {
    assert.equal(f2(sssContribution(SSS_2025, '14749.99').employeesCompensation), '10.00');
    assert.equal(f2(sssContribution(SSS_2025, '14750.00').employeesCompensation), '30.00');
  });
  test('the provident fund starts above a 20,000 credit: 20,249.99 none, 20,250 pays on 500', () => {
    assert.equal(f2(sssContribution(SSS_2025, '20249.99').mpfEmployee), '0.00');
    const r = sssContribution(SSS_2025, '20250.00');
    assert.deepEqual([f2(r.mpfEmployee), f2(r.mpfEmployer), f2(r.employee)], ['25.00', '50.00', '1025.00']);
  });
});

describe('PhilHealth 2025: 5%, floor 10,000, ceiling 100,000', () => {
  const cases: [string, string, string, string][] = [
    // basic, premium, employee, employer
    ['0.00', '500.00', '250.00', '250.00'],
    ['9999.99', '500.00', '250.00', '250.00'],
    ['10000.00', '500.00', '250.00', '250.00'],
    ['10000.01', '500.00', '250.00', '250.00'],
    ['10000.10', '500.01', '250.00', '250.01'],
    ['25000.00', '1250.00', '625.00', '625.00'],
    ['33333.33', '1666.67', '833.33', '833.34'],
    ['99999.99', '5000.00', '2500.00', '2500.00'],
    ['100000.00', '5000.00', '2500.00', '2500.00'],
    ['100000.01', '5000.00', '2500.00', '2500.00'],
    ['250000.00', '5000.00', '2500.00', '2500.00'],
  ];
  for (const [basic, premium, employee, employer] of cases) {
    test(`basic ${basic} -> premium ${premium} (${employee} + ${employer})`, () => {
      const r = philHealthContribution(PHILHEALTH_2025, basic);
      assert.deepEqual([f2(r.premium), f2(r.employee), f2(r.employer)], [premium, employee, employer]);
    });
  }
});

describe('Pag-IBIG since February 2024: 1%/2% up to 1,500, 2%/2% above, fund salary at most 10,000', () => {
  const cases: [string, string, string][] = [
    ['0.00', '0.00', '0.00'],
    ['1000.00', '10.00', '20.00'],
    ['1500.00', '15.00', '30.00'],
    ['1500.01', '30.00', '30.00'],
    ['5000.00', '100.00', '100.00'],
    ['9999.99', '200.00', '200.00'],
    ['10000.00', '200.00', '200.00'],
    ['10000.01', '200.00', '200.00'],
    ['75000.00', '200.00', '200.00'],
  ];
  for (const [salary, employee, employer] of cases) {
    test(`fund salary ${salary} -> ${employee} + ${employer}`, () => {
      const r = pagIbigContribution(PAGIBIG_2024, salary);
      assert.deepEqual([f2(r.employee), f2(r.employer)], [employee, employer]);
    });
  }
});

describe('BIR withholding tables from 2023 (RR 11-2018 Annex E) and the annual table', () => {
  const cases: Record<keyof typeof BIR_2023, [string, string][]> = {
    monthly: [
      ['0.00', '0.00'],
      ['20833.00', '0.00'],
      ['20833.01', '0.00'],
      ['20834.00', '0.15'],
      ['22925.00', '313.80'],
      ['33332.50', '1874.93'],
      ['33333.00', '1875.00'],
      ['33334.00', '1875.20'],
      ['66667.00', '8541.80'],
      ['66668.00', '8542.05'],
      ['166667.00', '33541.80'],
      ['166668.00', '33542.10'],
      ['666667.00', '183541.80'],
      ['666668.00', '183542.15'],
      ['1000000.00', '300208.35'],
    ],
    semiMonthly: [
      ['10417.00', '0.00'],
      ['10418.00', '0.15'],
      ['16667.00', '937.50'],
      ['16668.00', '937.70'],
      ['33333.00', '4270.70'],
      ['33334.00', '4270.95'],
      ['83333.00', '16770.70'],
      ['83334.00', '16771.00'],
      ['333333.00', '91770.70'],
      ['333334.00', '91771.05'],
    ],
    daily: [
      ['685.00', '0.00'],
      ['686.00', '0.15'],
      ['1096.00', '61.65'],
      ['1097.00', '61.85'],
      ['2192.00', '280.85'],
      ['2193.00', '281.10'],
      ['5479.00', '1102.60'],
      ['5480.00', '1102.90'],
      ['21918.00', '6034.30'],
      ['21919.00', '6034.65'],
    ],
    weekly: [
      ['4808.00', '0.00'],
      ['4809.00', '0.15'],
      ['7692.00', '432.60'],
      ['7693.00', '432.80'],
      ['15385.00', '1971.20'],
      ['15386.00', '1971.45'],
      ['38462.00', '7740.45'],
      ['38463.00', '7740.75'],
      ['153846.00', '42355.65'],
      ['153847.00', '42356.00'],
    ],
    annual: [
      ['250000.00', '0.00'],
      ['250001.00', '0.15'],
      ['400000.00', '22500.00'],
      ['400001.00', '22500.20'],
      ['800000.00', '102500.00'],
      ['800001.00', '102500.25'],
      ['2000000.00', '402500.00'],
      ['2000001.00', '402500.30'],
      ['8000000.00', '2202500.00'],
      ['8000001.00', '2202500.35'],
    ],
  };
  for (const [frequency, rows] of Object.entries(cases) as [keyof typeof BIR_2023, [string, string][]][]) {
    for (const [taxable, tax] of rows) {
      test(`${frequency}: taxable ${taxable} -> tax ${tax}`, () => {
        assert.equal(f2(taxDue(BIR_2023[frequency], taxable).tax), tax);
      });
    }
    test(`${frequency}: every bracket's base is the tax at its lower limit (the table is continuous)`, () => {
      const b = BIR_2023[frequency].brackets;
      for (let i = 1; i < b.length; i += 1) {
        const prev = b[i - 1]!;
        const at = new Decimal(prev.base).plus(new Decimal(b[i]!.over).minus(prev.over).times(prev.rate));
        assert.equal(at.toFixed(2), new Decimal(b[i]!.base).toFixed(2), `bracket ${i} of ${frequency}`);
      }
    });
  }
  test('a negative or zero taxable pays no tax', () => {
    assert.equal(f2(taxDue(BIR_2023.monthly, '-500').tax), '0.00');
  });
});

const centavos = (max: number) => fc.integer({ min: 0, max }).map((c) => new Decimal(c).dividedBy(100));

describe('properties', () => {
  test('tax never decreases as taxable grows, and never takes the whole increase', () => {
    for (const t of Object.values(BIR_2023)) {
      fc.assert(
        fc.property(centavos(1_000_000_000), centavos(10_000_000), (a, step) => {
          const lo = taxDue(t, a).tax;
          const hi = taxDue(t, a.plus(step)).tax;
          assert.ok(hi.gte(lo));
          assert.ok(hi.minus(lo).lte(step.times('0.35').plus('0.01')));
        }),
      );
    }
  });
  test('SSS: shares are 5% and 10% of a credit between 5,000 and 35,000 that never falls as pay rises', () => {
    fc.assert(
      fc.property(centavos(10_000_000), centavos(1_000_000), (a, step) => {
        const r = sssContribution(SSS_2025, a);
        assert.ok(r.monthlySalaryCredit.gte(5000) && r.monthlySalaryCredit.lte(35000));
        assert.equal(r.employee.toFixed(2), r.monthlySalaryCredit.times('0.05').toFixed(2));
        assert.equal(r.employer.toFixed(2), r.monthlySalaryCredit.times('0.10').toFixed(2));
        assert.ok(a.minus(r.monthlySalaryCredit).abs().lte(250) || a.lt(4750) || a.gt(35250));
        assert.ok(sssContribution(SSS_2025, a.plus(step)).monthlySalaryCredit.gte(r.monthlySalaryCredit));
      }),
    );
  });
  test('PhilHealth: the shares add up to the premium and differ by at most a centavo', () => {
    fc.assert(
      fc.property(centavos(100_000_000), (a) => {
        const r = philHealthContribution(PHILHEALTH_2025, a);
        assert.equal(r.employee.plus(r.employer).toFixed(2), r.premium.toFixed(2));
        assert.ok(r.employer.minus(r.employee).abs().lte('0.01'));
        assert.ok(r.premium.gte(500) && r.premium.lte(5000));
      }),
    );
  });
  test('Pag-IBIG: each share is at most 200 and the employer never pays less than the employee', () => {
    fc.assert(
      fc.property(centavos(100_000_000), (a) => {
        const r = pagIbigContribution(PAGIBIG_2024, a);
        assert.ok(r.employee.lte(200) && r.employer.lte(200) && r.employer.gte(r.employee));
      }),
    );
  });
});
