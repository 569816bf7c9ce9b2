// The contribution calculator and the statutory tables through the API: the seeded official
// figures at bracket boundaries (the example to the centavo), the history kept as new
// dated entries, and every refusal.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getStatutoryDeductionsEndpoint } from '@ilaw/contracts/payroll/statutory-deductions/get-statutory-deductions';
import { createStatutoryTableEndpoint } from '@ilaw/contracts/payroll/statutory-tables/create-statutory-table';
import { listStatutoryTablesEndpoint } from '@ilaw/contracts/payroll/statutory-tables/list-statutory-tables';
import { STATUTORY_SAME_ENTRY, noTableInForce } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let payroll: TestClient;
let nobody: TestClient;
let hr: TestClient;

before(async () => {
  t = await createTestApp();
  payroll = await t.userWithRoles(['Payroll']);
  nobody = await t.userWithRoles([]);
  hr = await t.userWithRoles(['Employee']);
});
after(async () => t.close());

const calc = (monthlyBasic: string, date = '2026-01-15') =>
  payroll.call(getStatutoryDeductionsEndpoint, { query: { monthlyBasic, date } });
type Errors = { errors: Record<string, string[]> };

describe('the calculator on the seeded official tables', () => {
  test("the issue's example: 25,000.00 on 2026-01-15, to the centavo", async () => {
    assert.deepEqual(await calc('25000.00'), {
      sss: {
        monthlySalaryCredit: '25000.00',
        employee: '1250.00',
        employer: '2500.00',
        employeesCompensation: '30.00',
        mpfEmployee: '250.00',
        mpfEmployer: '500.00',
      },
      philHealth: { premium: '1250.00', employee: '625.00', employer: '625.00' },
      pagIbig: { employee: '200.00', employer: '200.00' },
      taxableCompensation: '22925.00',
      withholdingTax: '313.80',
    });
  });

  // basic -> [salary credit, SSS employee, EC, PhilHealth employee, Pag-IBIG employee, taxable, tax]
  const cases: [string, string[]][] = [
    ['5249.99', ['5000.00', '250.00', '10.00', '250.00', '105.00', '4644.99', '0.00']],
    ['5250.00', ['5500.00', '275.00', '10.00', '250.00', '105.00', '4620.00', '0.00']],
    ['10000.00', ['10000.00', '500.00', '10.00', '250.00', '200.00', '9050.00', '0.00']],
    ['14749.99', ['14500.00', '725.00', '10.00', '368.75', '200.00', '13456.24', '0.00']],
    ['14750.00', ['15000.00', '750.00', '30.00', '368.75', '200.00', '13431.25', '0.00']],
    ['20249.99', ['20000.00', '1000.00', '30.00', '506.25', '200.00', '18543.74', '0.00']],
    ['20250.00', ['20500.00', '1025.00', '30.00', '506.25', '200.00', '18518.75', '0.00']],
    ['34749.99', ['34500.00', '1725.00', '30.00', '868.75', '200.00', '31956.24', '1668.49']],
    ['34750.00', ['35000.00', '1750.00', '30.00', '868.75', '200.00', '31931.25', '1664.74']],
    ['100000.00', ['35000.00', '1750.00', '30.00', '2500.00', '200.00', '95550.00', '15762.55']],
    ['250000.00', ['35000.00', '1750.00', '30.00', '2500.00', '200.00', '245550.00', '57206.70']],
  ];
  for (const [basic, expected] of cases) {
    test(`monthly basic ${basic}`, async () => {
      const r = await calc(basic);
      assert.deepEqual(
        [
          r.sss.monthlySalaryCredit,
          r.sss.employee,
          r.sss.employeesCompensation,
          r.philHealth.employee,
          r.pagIbig.employee,
          r.taxableCompensation,
          r.withholdingTax,
        ],
        expected,
      );
    });
  }

  test('the history lists the seeded entries with their sources; one of each kind in force today', async () => {
    const all = await payroll.call(listStatutoryTablesEndpoint, { query: {} });
    const inForce = all.filter((e) => e.inForce).map((e) => e.kind);
    assert.equal(new Set(inForce).size, inForce.length);
    assert.equal(inForce.length, 14);
    const deMinimis = await payroll.call(listStatutoryTablesEndpoint, { query: { kind: 'de-minimis' } });
    assert.deepEqual(
      deMinimis.map((e) => [e.effectiveFrom, e.inForce]),
      [
        ['2026-01-06', true],
        ['2025-01-30', false],
        ['2018-01-01', false],
      ],
    );
    const asOf2025 = await payroll.call(listStatutoryTablesEndpoint, {
      query: { kind: 'de-minimis', asOf: '2025-06-30' },
    });
    assert.equal(asOf2025.find((e) => e.inForce)?.effectiveFrom, '2025-01-30');
  });
});

describe('editing the tables: a new dated entry, never an overwrite', () => {
  const philHealth2027 = {
    kind: 'philhealth' as const,
    effectiveFrom: '2027-01-01',
    source: 'Test advisory',
    remarks: null,
    body: { rate: '0.06', floor: '10000.00', ceiling: '100000.00' },
  };
  test('a future entry applies from its date only; the same figures again answer 409', async () => {
    const created = await payroll.call(createStatutoryTableEndpoint, { body: philHealth2027 });
    assert.equal(created.inForce, false);
    assert.equal((await calc('25000.00', '2027-02-01')).philHealth.premium, '1500.00');
    assert.equal((await calc('25000.00', '2026-12-31')).philHealth.premium, '1250.00');
    const again = await payroll.send(createStatutoryTableEndpoint, { body: philHealth2027 });
    assert.equal(again.status, 409);
    assert.deepEqual((again.body as Errors).errors['body'], [STATUTORY_SAME_ENTRY]);
  });
  test('a correction with the same date supersedes the earlier entry, which stays in the history', async () => {
    await payroll.call(createStatutoryTableEndpoint, {
      body: { ...philHealth2027, source: 'Test advisory, corrected', body: { ...philHealth2027.body, rate: '0.055' } },
    });
    assert.equal((await calc('25000.00', '2027-02-01')).philHealth.premium, '1375.00');
    const history = await payroll.call(listStatutoryTablesEndpoint, {
      query: { kind: 'philhealth', asOf: '2027-02-01' },
    });
    assert.deepEqual(
      history.map((e) => [e.effectiveFrom, e.source, e.inForce, e.superseded]),
      [
        ['2027-01-01', 'Test advisory, corrected', true, false],
        ['2027-01-01', 'Test advisory', false, true],
        ['2025-01-01', 'PhilHealth Advisory No. 2025-0002 (RA 11223 sec. 10)', false, false],
      ],
    );
  });
  test('figures are checked by kind: a bad rate, unordered brackets', async () => {
    const bad = await payroll.send(createStatutoryTableEndpoint, {
      body: { ...philHealth2027, body: { rate: 'five', floor: '10000', ceiling: '100000' } },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual((bad.body as Errors).errors['body.rate'], [
      'Enter a rate of zero or more with at most 6 decimal places.',
    ]);
    const unordered = await payroll.send(createStatutoryTableEndpoint, {
      body: {
        kind: 'withholding-monthly',
        effectiveFrom: '2027-01-01',
        source: 'x',
        remarks: null,
        body: {
          brackets: [
            { over: '0', base: '0', rate: '0' },
            { over: '30000', base: '0', rate: '0.15' },
            { over: '20000', base: '0', rate: '0.2' },
          ],
        },
      },
    });
    assert.equal(unordered.status, 400);
    assert.deepEqual((unordered.body as Errors).errors['body.brackets'], [
      "Each bracket's lower limit must be above the previous one.",
    ]);
  });
  test('the database refuses changing or removing an entry, whoever sends the SQL', async () => {
    const db = t.running.database.db;
    await assert.rejects(
      sql`UPDATE payroll_statutory_tables SET body = '{}' WHERE kind = 'sss'`.execute(db),
      /cannot be changed/,
    );
    await assert.rejects(sql`DELETE FROM payroll_statutory_tables WHERE kind = 'sss'`.execute(db), /cannot be changed/);
  });
});

describe('refusals', () => {
  test('a date before any SSS table is in force answers 400 naming the table and date', async () => {
    const r = await payroll.send(getStatutoryDeductionsEndpoint, {
      query: { monthlyBasic: '25000', date: '2024-06-01' },
    });
    assert.equal(r.status, 400);
    assert.deepEqual((r.body as Errors).errors['date'], [noTableInForce('sss', '2024-06-01')]);
  });
  test('bad amounts and dates answer 400 with the field', async () => {
    const r = await payroll.send(getStatutoryDeductionsEndpoint, {
      query: { monthlyBasic: '25,000.555', date: '2026-02-30' },
    });
    assert.equal(r.status, 400);
    const errors = (r.body as Errors).errors;
    assert.ok(errors['monthlyBasic'] && errors['date'], JSON.stringify(errors));
  });
  test('without the Payroll role: 403 for the calculator and the tables (HR too); 401 signed out', async () => {
    for (const client of [nobody, hr]) {
      assert.equal(
        (await client.send(getStatutoryDeductionsEndpoint, { query: { monthlyBasic: '1', date: '2026-01-01' } }))
          .status,
        403,
      );
      assert.equal((await client.send(listStatutoryTablesEndpoint, { query: {} })).status, 403);
      assert.equal(
        (
          await client.send(createStatutoryTableEndpoint, {
            body: {
              kind: 'other-benefits-ceiling',
              effectiveFrom: '2027-01-01',
              source: 'x',
              remarks: null,
              body: { amount: '1' },
            },
          })
        ).status,
        403,
      );
    }
    assert.equal((await t.anonymous().send(listStatutoryTablesEndpoint, { query: {} })).status, 401);
  });
});
